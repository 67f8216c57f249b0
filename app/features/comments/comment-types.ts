/** The comment item of docs/api/posts.md (Comments), from the shared schemas. */
import type { CommentBase, CommentLikeResult } from '@common/interaction';

export type { CommentOrder } from '@common/interaction';

export type CommentId = CommentBase['comment_id'];

/** A comment; top-level comments carry their first replies (oldest first). */
export type Comment = CommentBase & { replies?: CommentBase[] };

export type CommentLike = CommentLikeResult;

/** The paged list (the fields the thread uses). */
export interface CommentPage {
  pageNo: number;
  totalCount: number;
  hasNext: boolean;
  result: Comment[];
}
