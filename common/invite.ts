/** Invitations of the new-user campaign (/h5/invite): messages and request and response schemas. */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { ErrCode, ErrMessage } from './error-codes';
import { userIdBody, userSummarySchema } from './social';
import { countryCodeSchema, phone, phoneByCountry } from './validation';

export const INVITE_MSG = {
  recorded: '邀请已记录，请使用该手机号注册',
  alreadyInvited: '该手机号已被邀请',
  badType: '邀请类型有误',
  userNotFound: '用户不存在',
} as const;

/** The campaign a share link belongs to; stored as a smallint. */
const inviteType = z.coerce
  .number({ error: INVITE_MSG.badType })
  .int(INVITE_MSG.badType)
  .min(1, INVITE_MSG.badType)
  .max(32_767, INVITE_MSG.badType)
  .default(1);

export const inviteInfoBody = z.object({ user_id: userIdBody.shape.user_id, type: inviteType });

/** The visitor's phone is checked with the registration rules (SPEC §5), so both reject the same input. */
export const inviteBody = z
  .object(
    {
      user_id: userIdBody.shape.user_id,
      country_code: countryCodeSchema,
      phone: phone(),
      type: inviteType,
    },
    { error: ErrMessage[ErrCode.VALIDATION] },
  )
  .superRefine(phoneByCountry);
export type InviteBody = z.infer<typeof inviteBody>;

/** The campaign page's path for an inviter's share link. */
export const invitePath = (userId: number, type: number) => `/h5/invite?user_id=${userId}&type=${type}`;

/** The inviter as the campaign page shows them, plus their own figures when the inviter asks. */
export const inviteInfoSchema = z.object({
  user: userSummarySchema,
  type: z.number(),
  /** Only for the inviter themself; null for everyone else. */
  mine: z
    .object({
      invited_count: z.number(),
      registered_count: z.number(),
      share_path: z.string(),
    })
    .nullable(),
});
export type InviteInfo = z.infer<typeof inviteInfoSchema>;

export const inviteResultSchema = z.object({ recorded: z.boolean() });
