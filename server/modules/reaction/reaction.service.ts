import {
  type CollectResult,
  charLength,
  FORWARD_MAX,
  INTERACTION_MSG,
  type ReactionResult,
} from '../../../common/interaction';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { REACTION } from '../../db/schema';
import { badRequest, conflict, notFound, orMissing } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import { htmlToText } from '../../lib/sanitize';
import type { Energy } from '../ledger/energy';
import type { NoticeService } from '../notice/notice.service';
import { bodyGated } from '../post/post-gate';
import * as repo from './reaction.repo';

type Kind = (typeof REACTION)[keyof typeof REACTION];

/** A toggle can lose a race at most a few times (the row changes between its statements); then it gives up. */
const MAX_TOGGLE_ATTEMPTS = 5;
const SHARE_TITLE_MAX = 50;
const SITE_NAME = '研社';

/** Plain text cut to at most max code points, '…' marking the cut. */
function shorten(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
}

const counterOf = (kind: Kind) => (kind === REACTION.LIKE ? 'like' : 'step');
const opposite = (kind: Kind): Kind => (kind === REACTION.LIKE ? REACTION.STEP : REACTION.LIKE);

interface Change {
  state: 0 | Kind;
  delta: repo.CounterDelta;
}

/**
 * Likes, dislikes (踩), collects and forwards of published posts. Each call is one transaction: the
 * interaction row changes first with a single atomic statement, and only a change that statement
 * reports becomes a counter delta (`like_count = like_count + 1`), so counters stay exact however many
 * requests race. Nothing is read and then written back across an await.
 */
export class ReactionService {
  constructor(
    private readonly db: Db,
    private readonly reactLimiter: Limiter,
    private readonly forwardLimiter: Limiter,
    private readonly notices: NoticeService,
    private readonly energy: Energy,
  ) {}

  like(userId: number, articleId: string): Promise<ReactionResult> {
    return this.react(userId, articleId, REACTION.LIKE);
  }

  step(userId: number, articleId: string): Promise<ReactionResult> {
    return this.react(userId, articleId, REACTION.STEP);
  }

  /** Toggles a like or dislike; the two are exclusive (one row per member and post, kind 1 or -1). */
  private async react(userId: number, articleId: string, kind: Kind): Promise<ReactionResult> {
    await this.reactLimiter.consume(String(userId));
    const post = await this.publishedPost(articleId);
    let queued = false;
    const result = await this.onPost(async (tx) => {
      const change = await this.toggleReaction(tx, post.id, userId, kind);
      // Queued before the counters: once they are updated this transaction holds the post's and the
      // author's rows, which every other like of the post waits for, until it commits.
      if (change.delta.like === 1) queued = await this.notices.liked(tx, post.userId, userId, post.id);
      const counters = await this.bump(tx, post.id, change.delta, change.state !== 0);
      await repo.bumpAuthorLikes(tx, counters.userId, change.delta.like ?? 0);
      return { is_like: change.state, like_count: counters.likeCount, step_count: counters.stepCount };
    });
    if (queued) {
      this.notices.drainSoon();
      await this.energy.earn(post.userId, 'liked');
    }
    return result;
  }

  /**
   * none → kind (insert), kind → none (delete), opposite → kind (flip). Each step is one statement that
   * re-reads the committed row (waiting for a concurrent writer), so exactly one of them applies unless
   * the row changed in between, in which case the sequence runs again.
   */
  private async toggleReaction(tx: DbOrTx, postId: number, userId: number, kind: Kind): Promise<Change> {
    const own = counterOf(kind);
    const other = counterOf(opposite(kind));
    for (let attempt = 0; attempt < MAX_TOGGLE_ATTEMPTS; attempt++) {
      if (await repo.insertReaction(tx, postId, userId, kind)) return { state: kind, delta: { [own]: 1 } };
      if (await repo.deleteReaction(tx, postId, userId, kind)) return { state: 0, delta: { [own]: -1 } };
      if (await repo.flipReaction(tx, postId, userId, kind)) {
        return { state: kind, delta: { [own]: 1, [other]: -1 } };
      }
    }
    throw conflict('操作太频繁，请稍后再试');
  }

  async collect(userId: number, articleId: string): Promise<CollectResult> {
    await this.reactLimiter.consume(String(userId));
    const post = await this.publishedPost(articleId);
    return this.onPost(async (tx) => {
      for (let attempt = 0; attempt < MAX_TOGGLE_ATTEMPTS; attempt++) {
        if (await repo.insertCollect(tx, post.id, userId)) {
          const c = await this.bump(tx, post.id, { collect: 1 }, true);
          return { is_collect: 1 as const, collect_count: c.collectCount };
        }
        if (await repo.deleteCollect(tx, post.id, userId)) {
          const c = await this.bump(tx, post.id, { collect: -1 }, false);
          return { is_collect: 0 as const, collect_count: c.collectCount };
        }
      }
      throw conflict('操作太频繁，请稍后再试');
    });
  }

  /** A forward with an optional comment, kept as plain text (markup is reduced to its text). */
  async forward(userId: number, articleId: string, content: string): Promise<{ forward_count: number }> {
    const comment = htmlToText(content);
    if (charLength(comment) > FORWARD_MAX) throw badRequest(INTERACTION_MSG.forwardTooLong);
    await this.forwardLimiter.consume(String(userId));
    const post = await this.publishedPost(articleId);
    return this.onPost(async (tx) => {
      await repo.insertForward(tx, post.id, userId, comment);
      const c = await this.bump(tx, post.id, { forward: 1 }, true);
      return { forward_count: c.forwardCount };
    });
  }

  /** The share panel's link: the absolute URL of the post page and a title. Counts nothing. */
  async forwardOut(articleId: string, origin: string): Promise<{ url: string; title: string }> {
    const post = await this.publishedPost(articleId);
    // Whoever gets the link sees the title: a closed body lends it no words.
    const title = post.title || (bodyGated(post) ? '' : shorten(post.summary, SHARE_TITLE_MAX)) || SITE_NAME;
    return { url: `${origin.replace(/\/+$/, '')}/a/${encodeURIComponent(post.articleId)}`, title };
  }

  /** A transaction writing a row that names a post: a post gone meanwhile is "not found", not a 500. */
  private onPost<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    return orMissing(this.db.transaction(fn), notFound(INTERACTION_MSG.postNotFound));
  }

  private async publishedPost(articleId: string): Promise<repo.PublishedPost> {
    const post = await repo.findPublishedPost(this.db, articleId);
    if (!post) throw notFound(INTERACTION_MSG.postNotFound);
    return post;
  }

  /** Applies the counter deltas; a post unpublished meanwhile rolls the whole change back. */
  private async bump(tx: DbOrTx, postId: number, delta: repo.CounterDelta, touch: boolean) {
    const counters = await repo.bumpPostCounters(tx, postId, delta, touch);
    if (!counters) throw notFound(INTERACTION_MSG.postNotFound);
    return counters;
  }
}
