import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * WeChat's access_token and jsapi_ticket, shared by every instance: WeChat limits how often they may be
 * fetched (2,000 a day) and a new access_token retires the old one, so instances must not each keep their own.
 */
export const wechatTokens = pgTable(
  'wechat_tokens',
  {
    appId: text('app_id').notNull(),
    /** 'access_token' or 'jsapi_ticket'. */
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    /** When we stop using it: a margin before WeChat's own expiry, so no call carries a dying value. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.kind] })],
);
