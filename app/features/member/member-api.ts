/** The browser's calls of the member centre (docs/api/social.md "Member centre"). */
import type { MemberProfile } from '@common/member';
import { api } from '~/lib/api';

export interface ProfileChanges {
  nickname?: string;
  avatar?: string;
  profile?: string;
  province_code?: string;
  city_code?: string;
}

export const updateProfile = (changes: ProfileChanges) => api<MemberProfile>('/api/v1/user/update', changes);

export const listCities = (provinceCode: string) =>
  api<{ city_code: string; name: string }[]>('/api/v1/area/city', { province_code: provinceCode });

export const deletePost = (articleId: string) =>
  api<null>('/api/v1/article/delete', { article_id: articleId });
