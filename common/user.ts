/** The user record the API returns (SPEC §3 "User info"). */
export interface PublicUser {
  user_id: number;
  nickname: string;
  avatar: string;
  profile: string;
  style_str: string;
  medal_count: number;
  follow_count: number;
  fans_count: number;
  like_count: number;
  posts: number;
  has_pwd: boolean;
  /** Masked, e.g. 138****0000; never the full number. */
  phone: string;
  country_code: string;
}

/** What login and register answer: the member and the session token also set as the SESSION cookie. */
export interface LoginUser extends PublicUser {
  sessionToken: string;
}

/** Display fields kept client-side in the `admin` cookie (SPEC §4). Never trusted by the server. */
export type AdminCookie = Pick<PublicUser, 'user_id' | 'nickname' | 'avatar'>;

export const SESSION_COOKIE = 'SESSION';
export const ADMIN_COOKIE = 'admin';

/** Members may rename once per this many days: @mentions and people's memory follow the name. */
export const NICKNAME_CHANGE_DAYS = 30;

/**
 * A country calling code as accounts, codes and limits are keyed by: without the zeros of a dialling
 * prefix (`+086` and `+0086` are `+86`), so one phone cannot pass for several.
 */
export const normalizeCountryCode = (code: string): string => `+${code.replace(/^\+?0*/, '')}`;
