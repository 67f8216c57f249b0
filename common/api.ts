// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';

/** Response envelope schema of DESIGN §4, wrapping a data schema. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    errCode: z.string(),
    msg: z.string(),
    resultInfo: z.string(),
    data,
    serverTime: z.number(),
  });

export const publicUserSchema = z.object({
  user_id: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  profile: z.string(),
  style_str: z.string(),
  medal_count: z.number(),
  follow_count: z.number(),
  fans_count: z.number(),
  like_count: z.number(),
  posts: z.number(),
  has_pwd: z.boolean(),
  phone: z.string(),
  country_code: z.string(),
});

/** What the login and register calls answer: the member and, as SPEC §3 names it, the session token. */
export const loginUserSchema = publicUserSchema.extend({ sessionToken: z.string() });

export const countryCodeItemSchema = z.object({ name: z.string(), code: z.string() });
export const provinceItemSchema = z.object({ province_code: z.string(), name: z.string() });
export const cityItemSchema = z.object({ city_code: z.string(), name: z.string() });
export const wxUnboundSchema = z.object({ open_id: z.string(), nickname: z.string(), avatar: z.string() });
export const smsOutboxItemSchema = z.object({
  phone: z.string(),
  country_code: z.string(),
  type: z.string(),
  code: z.string(),
  create_time: z.string(),
});
