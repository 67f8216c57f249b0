/**
 * Reactions, comments and complaints (docs/api/posts.md "Reactions" and "Comments"): request and
 * response schemas with their Chinese messages, shared by the API and the pages.
 */
// First: zod's settings (common/zod-config.ts) apply before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import {
  COMMENT_ORDERS,
  COMMENT_PAGE_SIZE,
  COMMENT_RAW_MAX,
  COMPLAINT_DETAIL_MAX,
  COMPLAINT_REASONS,
  COMPLAINT_TARGETS,
  charLength,
  FORWARD_MAX,
  INTERACTION_MSG,
} from './interaction-vocab';
import { pageNo, pageSize } from './paging';
import { articleIdBody, pageSchema } from './post';

export * from './interaction-vocab';

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
