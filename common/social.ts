// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { pageNo, pageSize } from './paging';
import { pageBody, postItemSchema } from './post';
import { relationSchema } from './relation';
import { FEED_TABS, FOLLOW_ACTIONS, HOME_TABS } from './social-vocab';
import { stockItemSchema } from './stock';

/** Follows, user homes and the following feed (docs/api/social.md). */

export * from './social-vocab';

const userId = z.coerce.number({ error: '用户不存在' }).int('用户不存在').positive('用户不存在');

export const followBody = z.object({
  user_id: userId,
  type: z.coerce
    .number()
    .int()
    .refine((v) => Object.values(FOLLOW_ACTIONS).includes(v as 0), '关注类型有误')
    .default(FOLLOW_ACTIONS.follow),
});

export const followListBody = z.object({
  user_id: userId.optional(),
  type: z.enum(['follow', 'fans']).default('follow'),
  start: pageNo(500),
  limit: pageSize(20),
});

export const userIdBody = z.object({ user_id: userId });

export const homeArticlesBody = pageBody.extend({
  user_id: userId,
  type: z.coerce
    .number()
    .int()
    .refine((v) => Object.values(HOME_TABS).includes(v as 0), '类型有误')
    .default(HOME_TABS.all),
});

export const followFeedBody = pageBody.extend({
  type: z.coerce
    .number()
    .int()
    .refine((v) => Object.values(FEED_TABS).includes(v as 0), '类型有误')
    .default(FEED_TABS.users),
  cursor: z.string().max(200).optional(),
});

export { type Relation, relationOf, relationSchema } from './relation';

export const followStateSchema = relationSchema.extend({ fans_count: z.number() });
export type FollowState = z.infer<typeof followStateSchema>;

/** A member as lists show them (search results, follow and fan lists). */
export const userSummarySchema = z.object({
  user_id: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  profile: z.string(),
  style_str: z.string(),
  fans_count: z.number(),
  posts: z.number(),
});

export type UserSummary = z.infer<typeof userSummarySchema>;

/** A user in follow and fan lists. */
export const userCardSchema = relationSchema.extend(userSummarySchema.shape).extend({
  follow_count: z.number(),
});
export type UserCard = z.infer<typeof userCardSchema>;

/**
 * Whom and what to follow, suggested to a member whose following feed is empty
 * (/api/v1/user/fans/suggest): `week_posts` is how many posts each published, or were published about
 * each stock, in the last 7 days.
 */
export const followSuggestionsSchema = z.object({
  users: z.array(userCardSchema.extend({ week_posts: z.number() })),
  stocks: z.array(stockItemSchema.extend({ follow_count: z.number(), week_posts: z.number() })),
});
export type FollowSuggestions = z.infer<typeof followSuggestionsSchema>;

/** A user home's header; never the phone. */
export const userHomeSchema = userCardSchema.extend({
  medal_count: z.number(),
  like_count: z.number(),
  is_self: z.union([z.literal(0), z.literal(1)]),
});
export type UserHome = z.infer<typeof userHomeSchema>;

/** Post items of a home's 转发 tab carry the forward itself. */
export const homePostItemSchema = postItemSchema.extend({
  forward: z.object({ comment: z.string(), create_time: z.string() }).optional(),
});
