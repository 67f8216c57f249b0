/**
 * The member centre (/mine/*, docs/api/social.md "Member centre"): the member's own posts, their likes,
 * collections and comments, profile editing, and the permissions they hold.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { publicUserSchema } from './api';
import { ENERGY_POWERS } from './money';
import { POST_STATUS, pageBody, pageSchema, postItemSchema, READ_LIMIT_MAX_DAYS } from './post';
import { HOME_TABS, homeArticlesBody, homePostItemSchema } from './social';

/** /mine/article?type=: the same tabs as a user home (全部, 原创, 转发, 短文). */
export const MINE_ARTICLE_TABS = [
  { type: HOME_TABS.all, label: '全部' },
  { type: HOME_TABS.original, label: '原创' },
  { type: HOME_TABS.forward, label: '转发' },
  { type: HOME_TABS.life, label: '短文' },
] as const;

export const mineArticlesBody = homeArticlesBody.omit({ user_id: true });

/** Own posts carry their `status`; the 转发 tab's items carry the forward itself. */
export const minePostPageSchema = pageSchema(homePostItemSchema);
export type MinePostPage = z.infer<typeof minePostPageSchema>;

/** The states of the member's own posts that /mine/article lists (drafts have /mine/draft). */
export const MINE_POST_STATES = [POST_STATUS.REVIEW, POST_STATUS.PUBLISHED, POST_STATUS.HIDDEN] as const;

export const MINE_POST_STATE_LABEL: Record<number, string> = {
  [POST_STATUS.REVIEW]: '审核中',
  [POST_STATUS.PUBLISHED]: '已发布',
  [POST_STATUS.HIDDEN]: '未通过',
};

/** `type` of /api/v1/user/action/list: the tabs of /mine/action. */
export const ACTION_TYPES = { like: 1, collect: 2, comment: 3 } as const;
export type ActionType = (typeof ACTION_TYPES)[keyof typeof ACTION_TYPES];

export const ACTION_TABS = [
  { type: ACTION_TYPES.like, label: '我的点赞' },
  { type: ACTION_TYPES.collect, label: '我的收藏' },
  { type: ACTION_TYPES.comment, label: '我的评论' },
] as const;

export const actionListBody = pageBody.extend({
  type: z.coerce
    .number()
    .int()
    .refine((v) => Object.values(ACTION_TYPES).includes(v as ActionType), '类型有误')
    .default(ACTION_TYPES.like),
});

/** A row of /mine/action: the post, with when the member acted and, for comments, what they wrote. */
export const actionItemSchema = postItemSchema.extend({
  action: z.object({
    create_time: z.string(),
    comment: z
      .object({
        comment_id: z.number(),
        /** The stored comment HTML (comment allow-list), rendered like any comment. */
        content: z.string(),
        parent_id: z.number().nullable(),
      })
      .nullable(),
  }),
});
export type ActionItem = z.infer<typeof actionItemSchema>;

export const actionPageSchema = pageSchema(actionItemSchema);
export type ActionPage = z.infer<typeof actionPageSchema>;

/** The member's profile as /mine/info edits it: the user record plus the area and the rename limit. */
export const memberProfileSchema = publicUserSchema.extend({
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  /** When the nickname may next change ('YYYY-MM-DD HH:mm:ss', China time), null when it may now. */
  nickname_changeable_at: z.string().nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/**
 * The permissions of /mine/power (SPEC leaves the page's content open). Each names what the member can
 * do and, when they cannot, why: every active member holds the publishing options the post form offers
 * (account-age or fan-count thresholds would need the post service to enforce them too); a banned member
 * holds none. 付费阅读 and 悬赏 also need ENERGY_POWERS.paidPost 养分 (ENERGY_GATED_POWERS).
 */
export const POWERS = [
  { key: 'publish', name: '发布文章', description: '发布长文、短文、提问、链接、文档和生活帖' },
  { key: 'comment', name: '评论', description: '评论和回复帖子，为评论点赞' },
  { key: 'message', name: '私信', description: '给其他用户发送私信' },
  { key: 'read_limit', name: '阅读限制', description: '设置注册满若干天的用户才能阅读全文' },
  { key: 'fans_limit', name: '粉丝可见', description: '设置仅关注你的用户可阅读全文' },
  { key: 'copy_limit', name: '禁止复制', description: '禁止读者复制帖子内容' },
  { key: 'read_integral', name: '付费阅读', description: '读者支付工分后阅读全文' },
  { key: 'bounty', name: '悬赏', description: '为提问设置工分悬赏，采纳最佳回答' },
  { key: 'to_square', name: '移至广场', description: '将研选帖子移至广场' },
] as const;

/** Powers that need ENERGY_POWERS.paidPost 养分; the services that set them refuse them below it. */
export const ENERGY_GATED_POWERS: ReadonlySet<string> = new Set(['read_integral', 'bounty']);

export const POWER_REASON = {
  banned: '账号已被封禁',
  energyShort: `养分不足${ENERGY_POWERS.paidPost}`,
} as const;

export const powerItemSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  granted: z.boolean(),
  /** Why it is not granted ('' when it is). */
  reason: z.string(),
});
export type PowerItem = z.infer<typeof powerItemSchema>;

/** Day choices the publish form offers for 阅读限制; any whole number up to READ_LIMIT_MAX_DAYS is valid. */
export const READ_LIMIT_PRESETS = [0, 7, 30, 90, 180, 365] as const;

export const readLimitSchema = z.object({
  /** Whether this member may set a read limit (the read_limit permission). */
  allowed: z.boolean(),
  max_days: z.literal(READ_LIMIT_MAX_DAYS),
  presets: z.array(z.number()),
});
export type ReadLimit = z.infer<typeof readLimitSchema>;
