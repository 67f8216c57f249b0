/** The new-member campaign's calls (docs/api/social.md "Invitations"), typed. */
import type { InviteInfo } from '@common/invite';
import type { PhoneTarget } from '~/features/auth/auth-api';
import { api } from '~/lib/api';

export const fetchInviteInfo = (userId: number, type: number) =>
  api<InviteInfo>('/api/v1/user/invite/info', { user_id: userId, type });

/** `recorded` false: the phone is already another member's invitation (the first inviter keeps it). */
export const recordInvite = (inviterId: number, type: number, target: PhoneTarget) =>
  api<{ recorded: boolean }>('/api/v1/user/invite', { ...target, user_id: inviterId, type });
