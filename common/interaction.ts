/**
 * Reactions, comments and complaints (docs/api/posts.md "Reactions" and "Comments"): request and
 * response schemas with their Chinese messages, shared by the API and the pages.
 */
import { z } from 'zod';
import { pageNo, pageSize } from './paging';
import { articleIdBody, pageSchema } from './post';

export const FORWARD_MAX = 500;
export const COMMENT_MAX = 1000;
/** Raw input bound before sanitising (markup and entities make HTML longer than its text). */
export const COMMENT_RAW_MAX = 10_000;
export const COMMENT_PAGE_SIZE = 20;
/** Replies shown under each top-level comment in the list. */
export const COMMENT_PREVIEW_REPLIES = 3;
export const COMPLAINT_DETAIL_MAX = 500;

export const COMPLAINT_REASONS = [
  '违法违规',
  '色情低俗',
  '虚假信息',
  '恶意营销/荐股',
  '人身攻击',
  '抄袭侵权',
  '其他',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

export const COMPLAINT_TARGETS = ['article', 'comment', 'user'] as const;
export type ComplaintTarget = (typeof COMPLAINT_TARGETS)[number];

export const COMMENT_ORDERS = ['new', 'hot'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

export const INTERACTION_MSG = {
  postNotFound: '文章不存在或已删除',
  forwardTooLong: `转发内容不能超过${FORWARD_MAX}字`,
  commentRequired: '评论内容不能为空',
  commentTooLong: `评论内容不能超过${COMMENT_MAX}字`,
  commentNotFound: '评论不存在或已删除',
  commentIdRequired: '缺少评论编号',
  replyToInvalid: '回复的用户不在该评论中',
  orderInvalid: '排序方式有误',
  forbidden: '没有权限',
  complaintTargetTypeInvalid: '举报对象类型有误',
  complaintTargetRequired: '缺少举报对象',
  complaintReasonInvalid: '请选择举报原因',
  complaintDetailTooLong: `补充说明不能超过${COMPLAINT_DETAIL_MAX}字`,
  complaintTargetNotFound: '举报对象不存在或已删除',
  complaintDuplicate: '您今天已举报过该内容，我们会尽快处理，请勿重复举报',
  complaintDone: '举报成功，我们会尽快处理',
  commentAdded: '评论成功',
  commentDeleted: '删除成功',
  forwarded: '转发成功',
} as const;

/** Length in characters as a reader counts them (code points, so an emoji is one). */
export const charLength = (s: string) => Array.from(s).length;

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

const optionalId = (message: string) =>
  z
    .union([z.literal(''), z.null(), id(message)], { error: message })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : undefined));

const page = {
  start: pageNo(10_000),
  limit: pageSize(COMMENT_PAGE_SIZE),
};

export { articleIdBody };

// ---- reactions -------------------------------------------------------------------------------------

export const reactionResultSchema = z.object({
  is_like: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
  like_count: z.number(),
  step_count: z.number(),
});
export type ReactionResult = z.infer<typeof reactionResultSchema>;

export const collectResultSchema = z.object({
  is_collect: z.union([z.literal(0), z.literal(1)]),
  collect_count: z.number(),
});
export type CollectResult = z.infer<typeof collectResultSchema>;

export const forwardBody = articleIdBody.extend({
  content: z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim())
    .refine((v) => charLength(v) <= FORWARD_MAX, INTERACTION_MSG.forwardTooLong),
});
export const forwardResultSchema = z.object({ forward_count: z.number() });

export const forwardOutResultSchema = z.object({ url: z.string(), title: z.string() });

export const complaintBody = z.object({
  target_type: z.enum(COMPLAINT_TARGETS, { error: INTERACTION_MSG.complaintTargetTypeInvalid }),
  target_id: z
    .union([z.string(), z.number()], { error: INTERACTION_MSG.complaintTargetRequired })
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, INTERACTION_MSG.complaintTargetRequired)
        .max(32, INTERACTION_MSG.complaintTargetRequired),
    ),
  reason: z.enum(COMPLAINT_REASONS, { error: INTERACTION_MSG.complaintReasonInvalid }),
  detail: z
    .string()
    .trim()
    .refine((v) => charLength(v) <= COMPLAINT_DETAIL_MAX, INTERACTION_MSG.complaintDetailTooLong)
    .default(''),
});
export type ComplaintInput = z.infer<typeof complaintBody>;

// ---- comments --------------------------------------------------------------------------------------

export const commentListBody = articleIdBody.extend({
  ...page,
  order: z.enum(COMMENT_ORDERS, { error: INTERACTION_MSG.orderInvalid }).default('new'),
});

export const commentRepliesBody = articleIdBody.extend({
  ...page,
  comment_id: id(INTERACTION_MSG.commentIdRequired),
});

export const commentAddBody = articleIdBody.extend({
  content: z
    .string({ error: INTERACTION_MSG.commentRequired })
    .trim()
    .min(1, INTERACTION_MSG.commentRequired)
    .max(COMMENT_RAW_MAX, INTERACTION_MSG.commentTooLong),
  parent_id: optionalId(INTERACTION_MSG.commentNotFound),
  reply_to_user_id: optionalId(INTERACTION_MSG.replyToInvalid),
});
export type CommentAddInput = z.infer<typeof commentAddBody>;

export const commentIdBody = z.object({ comment_id: id(INTERACTION_MSG.commentIdRequired) });
export const cmsPreviewBody = z.object({ id: id(INTERACTION_MSG.commentIdRequired) });

const commentUser = z.object({ user_id: z.number(), nickname: z.string(), avatar: z.string() });

/** A comment without its reply preview (replies themselves, and the preview's items). */
export const commentBaseSchema = z.object({
  comment_id: z.number(),
  article_id: z.string(),
  user: commentUser,
  /** Sanitised HTML: text, <br>, links, emoji; `[名称]` emoji text is left for the client to render. */
  content: z.string(),
  like_count: z.number(),
  is_like: z.union([z.literal(0), z.literal(1)]),
  reply_count: z.number(),
  parent_id: z.number().nullable(),
  reply_to: z.object({ user_id: z.number(), nickname: z.string() }).nullable(),
  create_time: z.string(),
  can_delete: z.union([z.literal(0), z.literal(1)]),
});
export type CommentBase = z.infer<typeof commentBaseSchema>;

/** The comment item: top-level comments carry their first replies (oldest first); replies carry []. */
export const commentItemSchema = commentBaseSchema.extend({ replies: z.array(commentBaseSchema) });
export type CommentItem = z.infer<typeof commentItemSchema>;

export const commentPageSchema = pageSchema(commentItemSchema);

export const commentLikeResultSchema = z.object({
  is_like: z.union([z.literal(0), z.literal(1)]),
  like_count: z.number(),
});
export type CommentLikeResult = z.infer<typeof commentLikeResultSchema>;
