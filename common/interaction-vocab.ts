/**
 * Reaction, comment and complaint limits and messages without schemas, for pages that need no zod
 * (issue 12); common/interaction.ts re-exports them.
 */

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
