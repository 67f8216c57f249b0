import { formatServerTime } from '../../../common/format';
import {
  COMMENT_MAX,
  COMMENT_PREVIEW_REPLIES,
  type CommentAddInput,
  type CommentBase,
  type CommentItem,
  type CommentLikeResult,
  type CommentOrder,
  charLength,
  INTERACTION_MSG,
} from '../../../common/interaction';
import { POST_STATUS } from '../../../common/post';
import type { Db, Tx } from '../../db/client';
import { COMMENT_STATUS } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, orMissing } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import { htmlToText, sanitizeCommentHtml } from '../../lib/sanitize';
import type { BlockService } from '../block/block.service';
import type { NoticeService } from '../notice/notice.service';
import { type Page, toPage } from '../post/post.service';
import type { StockDirectory } from '../stock/stock-directory';
import * as repo from './comment.repo';

const MAX_TOGGLE_ATTEMPTS = 5;
/** Post states whose comments someone other than the author may read and write. */
const PUBLIC_STATES: number[] = [POST_STATUS.PUBLISHED];
/** Drafts and posts in review: the author may comment (e.g. to pin notes) before publishing. */
const AUTHOR_STATES: number[] = [POST_STATUS.DRAFT, POST_STATUS.REVIEW, POST_STATUS.PUBLISHED];

/** The post states a member may see and write comments in; hidden and deleted posts have none. */
const statesFor = (post: repo.CommentPost, viewerId: number | undefined) =>
  viewerId === post.userId ? AUTHOR_STATES : PUBLIC_STATES;

const canSee = (post: repo.CommentPost, viewerId: number | undefined) =>
  statesFor(post, viewerId).includes(post.status);

/**
 * Comment HTML as stored and served: the comment allow-list (text, <br>, links, site emoji), with the
 * plain-text line breaks of a textarea kept as <br>. `[名称]` emoji text stays text for the client.
 */
function prepareContent(raw: string): string {
  const html = sanitizeCommentHtml(raw.trim().replace(/\r\n?|\n/g, '<br>'))
    .replace(/^(?:\s|<br \/>)+/, '')
    .replace(/(?:\s|<br \/>)+$/, '');
  const text = htmlToText(html);
  if (!text) throw badRequest(INTERACTION_MSG.commentRequired);
  if (charLength(text) > COMMENT_MAX) throw badRequest(INTERACTION_MSG.commentTooLong);
  return html;
}

/**
 * Comments of posts (docs/api/posts.md "Comments"): one level of replies, soft deletes, likes.
 * Every write is one transaction in which the row change and the counters it moves (comment_count,
 * reply_count, like_count) are atomic `x = x + d` updates, so counts stay exact under concurrency.
 */
/** Runs inside a comment moderation's transaction, after the change (the console's audit row). */
export type CommentModerationHook = (
  tx: Tx,
  comment: { id: number; userId: number; articleId: string },
) => Promise<void>;

export class CommentService {
  constructor(
    private readonly db: Db,
    private readonly addLimiter: Limiter,
    private readonly likeLimiter: Limiter,
    private readonly stocks: StockDirectory,
    private readonly blocks: BlockService,
    private readonly notices: NoticeService,
  ) {}

  /**
   * Top-level comments, newest or most liked first, each with its first replies; a member does not see
   * the comments of members they blocked.
   */
  async list(
    viewerId: number | undefined,
    articleId: string,
    q: { order: CommentOrder; start: number; limit: number },
  ): Promise<Page<CommentItem>> {
    const post = await this.visiblePost(articleId, viewerId);
    const [rows, total] = await Promise.all([
      repo.listTopLevel(this.db, post.id, q.order, q.limit, (q.start - 1) * q.limit, viewerId),
      repo.countTopLevel(this.db, post.id, viewerId),
    ]);
    return toPage(await this.items(rows, post, viewerId), q.start, q.limit, total);
  }

  /** The replies of one top-level comment, oldest first (list-pc). */
  async replies(
    viewerId: number | undefined,
    articleId: string,
    commentId: number,
    q: { start: number; limit: number },
  ): Promise<Page<CommentItem>> {
    const post = await this.visiblePost(articleId, viewerId);
    const found = await repo.findCommentWithPost(this.db, commentId);
    const top = found?.comment;
    if (!top || top.postId !== post.id || top.status !== COMMENT_STATUS.VISIBLE || top.parentId !== null) {
      throw notFound(INTERACTION_MSG.commentNotFound);
    }
    const [rows, total] = await Promise.all([
      repo.listReplies(this.db, post.id, top.id, q.limit, (q.start - 1) * q.limit, viewerId),
      repo.countReplies(this.db, post.id, top.id, viewerId),
    ]);
    return toPage(await this.items(rows, post, viewerId), q.start, q.limit, total);
  }

  /** One comment by id, for editors' and share previews. */
  async preview(viewerId: number | undefined, commentId: number): Promise<CommentItem> {
    const found = await repo.findCommentWithPost(this.db, commentId);
    if (!found || found.comment.status !== COMMENT_STATUS.VISIBLE || !canSee(found.post, viewerId)) {
      throw notFound(INTERACTION_MSG.commentNotFound);
    }
    const [item] = await this.items([found.comment], found.post, viewerId);
    return item;
  }

  /**
   * Adds a top-level comment or a one-level reply. Replying to a reply attaches to its top-level comment
   * with reply_to set to the reply's author.
   */
  async add(userId: number, input: CommentAddInput): Promise<CommentItem> {
    // Stock tags link to their pages, as in posts.
    const { html: contentHtml } = await this.stocks.tagHtml(prepareContent(input.content));
    await this.addLimiter.consume(String(userId));
    const post = await this.visiblePost(input.article_id, userId);
    // A member the author blocked may not comment on the author's posts.
    await this.blocks.assertNotBlocked(this.db, post.userId, userId);
    let notified: number[] = [];
    const write = this.db.transaction(async (tx) => {
      let parentId: number | null = null;
      let replyToUserId: number | null = null;
      let replyTarget: number | null = null;
      if (input.parent_id !== undefined) {
        const target = await repo.findCommentWithPost(tx, input.parent_id);
        const c = target?.comment;
        if (!c || c.postId !== post.id || c.status !== COMMENT_STATUS.VISIBLE) {
          throw notFound(INTERACTION_MSG.commentNotFound);
        }
        parentId = c.parentId ?? c.id;
        if (c.parentId !== null) {
          replyToUserId = c.userId;
        } else if (input.reply_to_user_id !== undefined && input.reply_to_user_id !== c.userId) {
          if (!(await repo.isThreadParticipant(tx, c.id, input.reply_to_user_id))) {
            throw badRequest(INTERACTION_MSG.replyToInvalid);
          }
          replyToUserId = input.reply_to_user_id;
        }
        replyTarget = replyToUserId ?? c.userId;
        // Nor reply to someone who blocked them.
        await this.blocks.assertNotBlocked(tx, replyTarget, userId);
        // Locks the thread's top comment; fails if it was deleted meanwhile.
        if (!(await repo.bumpReplyCount(tx, parentId, 1))) throw notFound(INTERACTION_MSG.commentNotFound);
      }
      const inserted = await repo.insertComment(tx, {
        postId: post.id,
        userId,
        parentId,
        replyToUserId,
        contentHtml,
      });
      const counted = await repo.bumpCommentCount(tx, post.id, 1, {
        touch: true,
        statuses: statesFor(post, userId),
      });
      if (!counted) throw notFound(INTERACTION_MSG.postNotFound);
      // The post's author hears of a comment, the replied member of a reply; @mentioned members too.
      const text = htmlToText(contentHtml);
      const told = replyTarget ?? post.userId;
      const notice = { actorId: userId, postId: post.id, commentId: inserted.id, text };
      notified = [
        ...(await this.notices.commented(tx, { ...notice, recipientId: told, reply: replyTarget !== null })),
        ...(await this.notices.mentioned(tx, { ...notice, skip: [told] })),
      ];
      return inserted;
    });
    // The post or the replied member gone meanwhile: the rows the checks above found no longer exist.
    const row = await orMissing(write, (constraint) =>
      constraint.includes('reply_to_user')
        ? badRequest(INTERACTION_MSG.replyToInvalid)
        : notFound(INTERACTION_MSG.postNotFound),
    );
    this.notices.changed(notified);
    const [item] = await this.items([row], post, userId);
    return item;
  }

  /**
   * Soft-deletes a comment; its author or the post's author may. Deleting a top-level comment hides its
   * replies too, and comment_count drops by everything hidden.
   */
  async remove(userId: number, commentId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const found = await repo.findCommentWithPost(tx, commentId);
      if (!found || found.comment.status !== COMMENT_STATUS.VISIBLE) {
        throw notFound(INTERACTION_MSG.commentNotFound);
      }
      const { comment, post } = found;
      if (comment.userId !== userId && post.userId !== userId) throw forbidden(INTERACTION_MSG.forbidden);
      let removed: number;
      if (comment.parentId !== null) {
        // Thread first, then the reply: the same order as a reply's add and a thread's delete.
        await repo.lockComment(tx, comment.parentId);
        if (!(await repo.softDelete(tx, comment.id))) throw notFound(INTERACTION_MSG.commentNotFound);
        await repo.bumpReplyCount(tx, comment.parentId, -1);
        removed = 1;
      } else {
        if (!(await repo.softDelete(tx, comment.id))) throw notFound(INTERACTION_MSG.commentNotFound);
        removed = 1 + (await repo.softDeleteReplies(tx, comment.id));
      }
      await repo.bumpCommentCount(tx, post.id, -removed, { touch: false });
    });
  }

  /**
   * A moderator hides a visible comment (the console): like a delete, a top-level comment takes its
   * visible replies with it and comment_count drops by all of them, but `restore` can bring them back.
   * `within` runs in the same transaction (the console's audit row).
   */
  async hide(commentId: number, within?: CommentModerationHook): Promise<void> {
    await this.moderate(commentId, COMMENT_STATUS.VISIBLE, COMMENT_STATUS.HIDDEN, within);
  }

  /** Brings back a comment a moderator hid (with the replies its hiding took along). */
  async restore(commentId: number, within?: CommentModerationHook): Promise<void> {
    await this.moderate(commentId, COMMENT_STATUS.HIDDEN, COMMENT_STATUS.VISIBLE, within);
  }

  private async moderate(
    commentId: number,
    from: number,
    to: number,
    within?: CommentModerationHook,
  ): Promise<void> {
    const missing = from === COMMENT_STATUS.VISIBLE ? '没有可隐藏的该评论' : '没有可恢复的该评论';
    await this.db.transaction(async (tx) => {
      const found = await repo.findCommentWithPost(tx, commentId);
      if (!found || found.comment.status !== from) throw notFound(missing);
      const { comment, post } = found;
      const sign = to === COMMENT_STATUS.VISIBLE ? 1 : -1;
      let moved: number;
      if (comment.parentId !== null) {
        // Thread first, then the reply: the lock order of a reply's add and delete.
        await repo.lockComment(tx, comment.parentId);
        if (!(await repo.setCommentStatus(tx, comment.id, from, to))) throw notFound(missing);
        await repo.bumpReplyCount(tx, comment.parentId, sign);
        moved = 1;
      } else {
        if (!(await repo.setCommentStatus(tx, comment.id, from, to))) throw notFound(missing);
        moved = 1 + (await repo.setReplyStatus(tx, comment.id, from, to));
      }
      await repo.bumpCommentCount(tx, post.id, sign * moved, { touch: false });
      await within?.(tx, { id: comment.id, userId: comment.userId, articleId: post.articleId });
    });
  }

  /** Toggles the member's like of a comment. */
  async like(userId: number, commentId: number): Promise<CommentLikeResult> {
    await this.likeLimiter.consume(String(userId));
    const found = await repo.findCommentWithPost(this.db, commentId);
    if (!found || found.comment.status !== COMMENT_STATUS.VISIBLE || !canSee(found.post, userId)) {
      throw notFound(INTERACTION_MSG.commentNotFound);
    }
    const write = this.db.transaction(async (tx) => {
      for (let attempt = 0; attempt < MAX_TOGGLE_ATTEMPTS; attempt++) {
        const liked = await repo.insertLike(tx, commentId, userId);
        if (liked || (await repo.deleteLike(tx, commentId, userId))) {
          const count = await repo.bumpLikeCount(tx, commentId, liked ? 1 : -1);
          if (count === undefined) throw notFound(INTERACTION_MSG.commentNotFound);
          return { is_like: liked ? (1 as const) : (0 as const), like_count: count };
        }
      }
      throw conflict('操作太频繁，请稍后再试');
    });
    return orMissing(write, notFound(INTERACTION_MSG.commentNotFound));
  }

  private async visiblePost(articleId: string, viewerId: number | undefined): Promise<repo.CommentPost> {
    const post = await repo.findPost(this.db, articleId);
    if (!post || !canSee(post, viewerId)) throw notFound(INTERACTION_MSG.postNotFound);
    return post;
  }

  /**
   * Comment items for rows of one post, in a fixed number of queries whatever the page size: the first
   * replies of every top-level row (one LATERAL query), then authors and the viewer's likes of all rows.
   */
  private async items(
    rows: repo.CommentRow[],
    post: repo.CommentPost,
    viewerId: number | undefined,
  ): Promise<CommentItem[]> {
    const topIds = rows.filter((r) => r.parentId === null).map((r) => r.id);
    const replies = await repo.firstReplies(this.db, topIds, COMMENT_PREVIEW_REPLIES, viewerId);
    const all = [...rows, ...replies];
    const [usersById, liked] = await Promise.all([
      repo.findUsers(
        this.db,
        all.flatMap((c) => (c.replyToUserId === null ? [c.userId] : [c.userId, c.replyToUserId])),
      ),
      viewerId === undefined
        ? new Set<number>()
        : repo.likedBy(
            this.db,
            viewerId,
            all.map((c) => c.id),
          ),
    ]);
    const base = (c: repo.CommentRow): CommentBase => {
      const author = usersById.get(c.userId);
      const replyTo = c.replyToUserId === null ? undefined : usersById.get(c.replyToUserId);
      return {
        comment_id: c.id,
        article_id: post.articleId,
        user: { user_id: c.userId, nickname: author?.nickname ?? '', avatar: author?.avatar ?? '' },
        content: c.contentHtml,
        like_count: c.likeCount,
        is_like: liked.has(c.id) ? 1 : 0,
        reply_count: c.replyCount,
        parent_id: c.parentId,
        reply_to: replyTo ? { user_id: replyTo.id, nickname: replyTo.nickname } : null,
        create_time: formatServerTime(c.createdAt),
        can_delete: viewerId !== undefined && (viewerId === c.userId || viewerId === post.userId) ? 1 : 0,
      };
    };
    const byParent = new Map<number, CommentBase[]>();
    for (const r of replies) {
      const list = byParent.get(r.parentId!) ?? [];
      list.push(base(r));
      byParent.set(r.parentId!, list);
    }
    return rows.map((c) => ({ ...base(c), replies: byParent.get(c.id) ?? [] }));
  }
}
