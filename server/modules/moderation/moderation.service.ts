import { ErrCode } from '../../../common/error-codes';
import { formatServerTime } from '../../../common/format';
import {
  type ComplaintItem,
  MODERATION_MSG,
  type ModeratedComment,
  type ModeratedPost,
  type ReviewPostItem,
} from '../../../common/moderation';
import type { Db, Tx } from '../../db/client';
import { COMPLAINT_STATUS } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { htmlToText } from '../../lib/sanitize';
import type { CommentService } from '../comment/comment.service';
import { recordAudit } from '../console/audit.repo';
import type { SysActor } from '../console/console-guard';
import { type Page, type PostService, toPage } from '../post/post.service';
import * as repo from './moderation.repo';

const TEXT_MAX = 200;

const toReviewItem = (r: repo.ModerationPostRow): ReviewPostItem => ({
  article_id: r.articleId,
  title: r.title,
  summary: r.summary,
  user_id: r.userId,
  nickname: r.nickname,
  status: r.status,
  sensitive_words: r.sensitiveWords,
  created_at: formatServerTime(r.createdAt),
});

/**
 * The console's 审核队列 and 帖子与评论 (issue 15): posts the sensitive-word list held, complaints, hiding
 * and restoring posts and comments. The changes themselves are PostService's and CommentService's (the
 * same methods `npm run review` calls); this service adds the audit row to each one's transaction.
 */
export class ModerationService {
  constructor(
    private readonly db: Db,
    private readonly posts: PostService,
    private readonly comments: CommentService,
  ) {}

  async reviewQueue(start: number, limit: number): Promise<Page<ReviewPostItem>> {
    const [rows, total] = await Promise.all([
      repo.postsInReview(this.db, limit, (start - 1) * limit),
      repo.countInReview(this.db),
    ]);
    return toPage(rows.map(toReviewItem), start, limit, total);
  }

  approve(actor: SysActor, articleId: string): Promise<void> {
    return this.posts.approve(articleId, (tx, post) =>
      this.audit(tx, actor, 'review.approve', 'post', articleId, { words: post.sensitiveWords }),
    );
  }

  reject(actor: SysActor, articleId: string): Promise<void> {
    return this.posts.reject(articleId, (tx, post) =>
      this.audit(tx, actor, 'review.reject', 'post', articleId, { words: post.sensitiveWords }),
    );
  }

  hidePost(actor: SysActor, articleId: string, extra?: (tx: Tx) => Promise<void>): Promise<void> {
    return this.posts.hide(articleId, async (tx, post) => {
      await extra?.(tx);
      await this.audit(tx, actor, 'post.hide', 'post', articleId, { status: post.status });
    });
  }

  restorePost(actor: SysActor, articleId: string): Promise<void> {
    return this.posts.restore(articleId, (tx, post) =>
      this.audit(tx, actor, 'post.restore', 'post', articleId, { status: post.status }),
    );
  }

  hideComment(actor: SysActor, commentId: number, extra?: (tx: Tx) => Promise<void>): Promise<void> {
    return this.comments.hide(commentId, async (tx, c) => {
      await extra?.(tx);
      await this.audit(tx, actor, 'comment.hide', 'comment', commentId, { article_id: c.articleId });
    });
  }

  restoreComment(actor: SysActor, commentId: number): Promise<void> {
    return this.comments.restore(commentId, (tx, c) =>
      this.audit(tx, actor, 'comment.restore', 'comment', commentId, { article_id: c.articleId }),
    );
  }

  /** A post in any state but draft, for 帖子与评论. */
  async findPost(articleId: string): Promise<ModeratedPost> {
    const row = await repo.findPost(this.db, articleId);
    if (!row) throw notFound('文章不存在');
    const { sensitive_words: _, ...item } = toReviewItem(row);
    return item;
  }

  async findComment(commentId: number): Promise<ModeratedComment> {
    const row = await repo.findComment(this.db, commentId);
    if (!row) throw notFound('评论不存在');
    return {
      comment_id: row.id,
      article_id: row.articleId,
      text: htmlToText(row.contentHtml, TEXT_MAX),
      user_id: row.userId,
      nickname: row.nickname,
      status: row.status,
      created_at: formatServerTime(row.createdAt),
    };
  }

  async complaints(status: number, start: number, limit: number): Promise<Page<ComplaintItem>> {
    const { rows, total } = await repo.listComplaints(this.db, status, limit, (start - 1) * limit);
    const targets = await repo.complaintTargets(this.db, rows);
    const items = rows.map((c): ComplaintItem => {
      const target = targets.get(`${c.targetType}:${c.targetId}`);
      const link = !target ? '' : c.targetType === 'user' ? `/u/${target.userId}` : `/a/${target.articleId}`;
      return {
        id: c.id,
        target_type: c.targetType as ComplaintItem['target_type'],
        target_id: c.targetId,
        reason: c.reason as ComplaintItem['reason'],
        detail: c.detail,
        target_text: target ? htmlToText(target.text, TEXT_MAX) : '',
        target_link: link,
        reporter_id: c.userId,
        reporter_nickname: c.reporterNickname,
        status: c.status,
        created_at: formatServerTime(c.createdAt),
        resolved_at: formatServerTime(c.resolvedAt),
        resolved_by: c.resolvedBy,
      };
    });
    return toPage(items, start, limit, total);
  }

  /**
   * Resolves a complaint: `hide` hides the reported post or comment and closes every open complaint about
   * it; `dismiss` closes this one. A target already hidden or deleted is closed as hidden all the same.
   */
  async resolveComplaint(actor: SysActor, id: number, action: 'hide' | 'dismiss'): Promise<void> {
    if (action === 'dismiss') {
      await this.db.transaction(async (tx) => {
        const c = await repo.lockOpenComplaint(tx, id);
        if (!c) throw notFound(MODERATION_MSG.complaintNotFound);
        await repo.resolveComplaints(tx, c, COMPLAINT_STATUS.DISMISSED, actor.username, false);
        await this.audit(tx, actor, 'complaint.dismiss', 'complaint', id, {
          target_type: c.targetType,
          target_id: c.targetId,
        });
      });
      return;
    }
    const open = await repo.lockOpenComplaint(this.db, id);
    if (!open) throw notFound(MODERATION_MSG.complaintNotFound);
    if (open.targetType === 'user') throw badRequest(MODERATION_MSG.complaintUserHide);
    // Closed in the hide's own transaction, so the hide and the closing commit (or fail) together.
    const close = async (tx: Tx) => {
      const c = await repo.lockOpenComplaint(tx, id);
      if (!c) throw notFound(MODERATION_MSG.complaintNotFound);
      const closed = await repo.resolveComplaints(tx, c, COMPLAINT_STATUS.HIDDEN, actor.username, true);
      await this.audit(tx, actor, 'complaint.hide', 'complaint', id, {
        target_type: c.targetType,
        target_id: c.targetId,
        closed,
      });
    };
    try {
      if (open.targetType === 'article') await this.hidePost(actor, open.targetId, close);
      else await this.hideComment(actor, Number(open.targetId), close);
    } catch (err) {
      // The target was hidden or deleted meanwhile: nothing left to hide, the complaint still closes.
      const alreadyGone =
        err instanceof AppError && err.code === ErrCode.NOT_FOUND && err.message.startsWith('没有可隐藏的');
      if (!alreadyGone) throw err;
      await this.db.transaction(close);
    }
  }

  private audit(
    tx: Tx,
    actor: SysActor,
    action: string,
    targetType: string,
    targetId: string | number,
    detail: Record<string, unknown>,
  ): Promise<void> {
    return recordAudit(tx, actor, { action, targetType, targetId, detail });
  }
}
