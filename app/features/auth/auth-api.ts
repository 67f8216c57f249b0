/** The account calls of SPEC §7 (auth and user), typed. */

import type { LoginUser, PublicUser } from '@common/user';
import type { SmsType } from '@common/validation';
import { api, callApi } from '~/lib/api';

export interface PhoneTarget {
  country_code: string;
  phone: string;
}

export interface CountryCode {
  name: string;
  code: string;
}

/** What `/user/login/wx` returns (errCode "404") for a WeChat account with no phone bound yet. */
export interface WxProfile {
  open_id: string;
  nickname: string;
  avatar: string;
}

export const sendSmsCode = (target: PhoneTarget, type: SmsType) =>
  api<null>('/api/v1/sms/send', { ...target, type });

/** Marks the code verified for the next call of that type (register, login/sms, password/reset). */
export const verifySmsCode = (target: PhoneTarget, type: SmsType, code: string) =>
  api<null>('/api/v1/sms/valid', { ...target, type, code });

export const loginByPassword = (target: PhoneTarget, password: string) =>
  api<LoginUser>('/api/v1/user/login', { ...target, password });

export const loginBySms = (target: PhoneTarget) => api<LoginUser>('/api/v1/user/login/sms', target);

export const register = (target: PhoneTarget, nickname: string, password: string) =>
  api<LoginUser>('/api/v1/user/register', { ...target, nickname, password });

export const registerWx = (target: PhoneTarget, profile: WxProfile, nickname: string, password: string) =>
  api<LoginUser>('/api/v1/user/register/wx-pc', {
    ...target,
    avatar: profile.avatar,
    open_id: profile.open_id,
    nickname,
    password,
  });

/** The WeChat authorise page's URL; it returns to `path` with type=wx, openid and union_id. */
export const startWxLogin = (path: string) => api<string>('/api/v1/user/login/wx-pc', { path });

/** Quiet: the caller tells an unbound account (errCode "404", data WxProfile) from other failures. */
export const loginWx = (openId: string, unionId: string) =>
  api<LoginUser>('/api/v1/user/login/wx', { open_id: openId, union_id: unionId }, { quiet: true });

/** The member behind this browser's session; fails with errCode "1" (silently) when there is none. */
export const fetchCurrentUser = () => api<PublicUser>('/api/v1/user/info', {}, { quiet: true });

export const logout = () => api<null>('/api/v1/user/logout');

/** Resolves to the server's success message (SPEC §4 shows it as the toast). */
export const changePassword = async (password: string, oldPassword?: string) =>
  (await callApi<null>('/api/v1/user/password/change', { password, old_password: oldPassword })).msg;

export const resetPassword = (target: PhoneTarget, password: string) =>
  api<null>('/api/v1/user/password/reset', { ...target, password });

let countryCodes: Promise<CountryCode[]> | null = null;
/** The country codes, fetched once per page load (+86 first). */
export function fetchCountryCodes(): Promise<CountryCode[]> {
  countryCodes ??= api<CountryCode[]>('/api/v1/area/country-code', {}, { quiet: true }).catch((error) => {
    countryCodes = null;
    throw error;
  });
  return countryCodes;
}
