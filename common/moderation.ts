/**
 * Moderation and site content in the editors' console (issue 15): request bodies and answer shapes
 * shared by the console's pages and the server (docs/api/console.md, "Moderation and site content").
 */
import './zod-config';
import { z } from 'zod';
import type { COMPLAINT_REASONS, COMPLAINT_TARGETS } from './interaction-vocab';
import { SYSTEM_NOTICE_TYPES } from './notice';
import { pageNo, pageSize } from './paging';
import { isSiteOrHttpsLink } from './safe-path';

export const MODERATION_MSG = {
  approved: '已通过',
  rejected: '已驳回',
  hidden: '已隐藏',
  restored: '已恢复',
  dismissed: '已驳回举报',
  banned: '已封禁',
  unbanned: '已解封',
  wordsAdded: '已添加',
  wordRemoved: '已删除',
  saved: '保存成功',
  deleted: '删除成功',
  noticeSent: '通知已发送',
  complaintNotFound: '举报不存在或已处理',
  complaintUserHide: '举报对象是会员：请在会员封禁页处理，再驳回该举报',
  memberNotFound: '会员不存在',
  memberNotBanned: '该会员未被封禁',
  untilPast: '解封时间须晚于现在',
  untilInvalid: '解封时间格式应为 YYYY-MM-DD HH:mm:ss',
  wordEmpty: '请输入敏感词',
  wordTooLong: '敏感词不能超过20个字',
  wordNotFound: '该敏感词不存在',
  bannerNotFound: '横幅不存在',
  bannerLinkInvalid: '链接须为站内路径（以 / 开头）或 https 地址',
  houseAccount: '不能封禁研社编辑部账号',
} as const;

export const WORD_MAX = 20;
export const WORDS_PER_ADD_MAX = 200;
export const BAN_REASON_MAX = 200;
export const BANNER_TONES = ['red', 'blue'] as const;
export type BannerTone = (typeof BANNER_TONES)[number];
export const BANNER_TONE_LABEL: Record<BannerTone, string> = { red: '红色', blue: '蓝色' };
export const BANNERS_MAX = 10;

/** Post states as the console shows them (common/post-vocab.ts POST_STATUS). */
export const POST_STATUS_LABEL: Record<number, string> = {
  0: '草稿',
  1: '待审核',
  2: '已发布',
  3: '已隐藏',
  4: '已删除',
};
/** Comment states (server/db/schema/comments.ts COMMENT_STATUS). */
export const COMMENT_STATUS_LABEL: Record<number, string> = { 0: '正常', 1: '作者已删除', 2: '已隐藏' };
/** Complaint states (server/db/schema/comments.ts COMPLAINT_STATUS). */
export const COMPLAINT_STATUS_LABEL: Record<number, string> = { 0: '待处理', 1: '已隐藏', 2: '已驳回' };

const page = { start: pageNo(500), limit: pageSize(20) };

export const articleIdBody = z.object({ article_id: z.string().trim().min(1).max(32) });
export const commentIdBody = z.object({ comment_id: z.number().int().positive() });

export const complaintListBody = z.object({ status: z.number().int().min(0).max(2).default(0), ...page });
export const complaintResolveBody = z.object({
  id: z.number().int().positive(),
  action: z.enum(['hide', 'dismiss']),
});

export const memberFindBody = z.object({ keyword: z.string().trim().min(1).max(30) });
export const banBody = z.object({
  user_id: z.number().int().positive(),
  reason: z.string().trim().min(1, '请填写封禁原因').max(BAN_REASON_MAX),
  /** China time; absent or null bans until a moderator lifts it. */
  until: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, MODERATION_MSG.untilInvalid)
    .nullish(),
});
export const unbanBody = z.object({ user_id: z.number().int().positive() });

export const wordsAddBody = z.object({
  words: z.array(z.string().max(100)).min(1, MODERATION_MSG.wordEmpty).max(WORDS_PER_ADD_MAX),
});
export const wordRemoveBody = z.object({ word: z.string().min(1).max(100) });

export const bannerSaveBody = z.object({
  /** Absent: a new slide. */
  id: z.number().int().positive().optional(),
  title: z.string().trim().min(1, '请填写标题').max(20),
  text: z.string().trim().max(40).default(''),
  link: z.string().trim().max(500).refine(isSiteOrHttpsLink, MODERATION_MSG.bannerLinkInvalid),
  tone: z.enum(BANNER_TONES).default('red'),
  sort_no: z.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type BannerSaveBody = z.infer<typeof bannerSaveBody>;
export const bannerIdBody = z.object({ id: z.number().int().positive() });

export const noticeSendBody = z.object({
  content: z.string().trim().min(1, '请填写通知内容').max(500),
  type: z
    .number()
    .int()
    .refine((t) => (SYSTEM_NOTICE_TYPES as readonly number[]).includes(t))
    .default(6),
  article_id: z.string().trim().max(32).optional(),
  /** Absent: every active member. */
  user_id: z.number().int().positive().optional(),
  /** A re-send with the same key skips members already told (NoticeService.broadcast). */
  key: z.string().trim().min(1).max(64).optional(),
});

/** The public banner call (`/api/v1/config/one {pro_name: 'banner'}`). */
export const configOneBody = z.object({ pro_name: z.string().trim().min(1).max(40) });

// ---- answers ----------------------------------------------------------------------------------------

export interface BannerSlide {
  title: string;
  text: string;
  link: string;
  tone: BannerTone;
}

export interface BannerRow extends BannerSlide {
  id: number;
  sort_no: number;
  enabled: boolean;
  updated_at: string;
}

export interface ReviewPostItem {
  article_id: string;
  title: string;
  summary: string;
  user_id: number;
  nickname: string;
  status: number;
  sensitive_words: string[];
  created_at: string;
}

export interface ComplaintItem {
  id: number;
  target_type: (typeof COMPLAINT_TARGETS)[number];
  target_id: string;
  reason: (typeof COMPLAINT_REASONS)[number];
  detail: string;
  /** The reported post's title or text, comment's text or member's nickname ('' when gone). */
  target_text: string;
  /** Where the target is read on the site ('' when gone). */
  target_link: string;
  reporter_id: number;
  reporter_nickname: string;
  status: number;
  created_at: string;
  resolved_at: string;
  resolved_by: string;
}

export interface ModeratedPost {
  article_id: string;
  title: string;
  summary: string;
  user_id: number;
  nickname: string;
  status: number;
  created_at: string;
}

export interface ModeratedComment {
  comment_id: number;
  article_id: string;
  text: string;
  user_id: number;
  nickname: string;
  status: number;
  created_at: string;
}

export interface MemberBanItem {
  user_id: number;
  nickname: string;
  phone: string;
  posts: number;
  created_at: string;
  banned: boolean;
  banned_until: string;
  ban_reason: string;
}

export interface SensitiveWordItem {
  word: string;
  created_at: string;
  created_by: string;
}
