import { formatServerTime } from '../../../common/format';
import {
  MENTION_PATTERN,
  MENTIONS_MAX,
  type MutableNoticeType,
  NOTICE_TYPES,
  type NoticeSetting,
  type SystemNoticeType,
} from '../../../common/notice';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { LocalBus, type RealtimeBus } from '../../lib/realtime-bus';
import { blockersOf } from '../block/block.repo';
import { unreadMessages } from '../message/message.repo';
import { type Page, toPage } from '../post/post.service';
import { readerOf, readGate } from '../post/post-gate';
import * as repo from './notice.repo';

const EXCERPT_MAX = 100;
/** The three system types are one tab. */
const SYSTEM_TYPES = [NOTICE_TYPES.system, NOTICE_TYPES.systemAlt, NOTICE_TYPES.systemNotice];
const typesOf = (type: number): number[] =>
  (SYSTEM_TYPES as number[]).includes(type) ? SYSTEM_TYPES : [type];

export interface NoticeItem {
  notice_id: number;
  type: number;
  title: string;
  content: string;
  unread: 0 | 1;
  actor: { user_id: number; nickname: string; avatar: string } | null;
  actor_count: number;
  article_id: string | null;
  article_title: string | null;
  create_time: string;
}

export interface NoticeCounts {
  notice: number;
  message: number;
  /** Unread notices per type. */
  types: Record<string, number>;
}

const excerpt = (text: string) => (text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX)}…` : text);

function titleOf(type: number, actor: string, count: number, onComment: boolean): string {
  switch (type) {
    case NOTICE_TYPES.fans:
      return `${actor} 关注了你`;
    case NOTICE_TYPES.likes:
      return count > 1 ? `${actor} 等 ${count} 人赞了你的文章` : `${actor} 赞了你的文章`;
    case NOTICE_TYPES.comments:
      return onComment ? `${actor} 回复了你的评论` : `${actor} 评论了你的文章`;
    case NOTICE_TYPES.mentions:
      return onComment ? `${actor} 在评论中@了你` : `${actor} 在文章中@了你`;
    case NOTICE_TYPES.income:
      return '收益到账';
    default:
      return '系统通知';
  }
}

/**
 * The nicknames `@mentions` in a text name, longest match first: "@张三说得对" names 张三 when no member
 * is called 张三说得对, so Chinese text needs no space after a mention.
 */
export function mentionCandidates(text: string): string[][] {
  const runs: string[][] = [];
  for (const m of text.matchAll(MENTION_PATTERN)) {
    const run = m[1];
    runs.push(Array.from({ length: run.length }, (_, i) => run.slice(0, run.length - i)));
    if (runs.length >= MENTIONS_MAX) break;
  }
  return runs;
}

/** The longest system notice editors may send. */
const SYSTEM_NOTICE_MAX = 500;
const NOTICE_MSG = {
  contentRequired: '通知内容不能为空',
  contentTooLong: `通知内容不能超过${SYSTEM_NOTICE_MAX}个字`,
  postNotFound: '文章不存在',
} as const;
/** Member ids a system broadcast covers per statement. */
const BROADCAST_RANGE = 5_000;
/** Queued likes written per drain transaction. */
const DRAIN_BATCH = 500;
/** How long a drain waits after a like, so likes arriving together are written together. */
const DRAIN_DELAY_MS = 25;
/** How often each instance looks for likes queued by an instance that stopped before draining them. */
const DRAIN_POLL_MS = 10_000;

/**
 * Notices. Producers call the write methods inside their own transaction, so a notice exists exactly
 * when the comment, follow or mention it reports does. Likes are queued instead (`liked`): every like of
 * a popular post would otherwise wait its turn on the author's one collapsed notice row; the queue is
 * written in the like's transaction (so no like is lost) and drained moments later in batches.
 */
export class NoticeService {
  /**
   * This instance's open pages' listeners per member (server-sent events). Changes reach them through
   * the realtime bus, so with Redis a change handled by any instance reaches pages held by every one.
   */
  private readonly listeners = new Map<number, Set<() => void>>();
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private drainTimer: NodeJS.Timeout | undefined;
  private pollTimer: NodeJS.Timeout | undefined;
  private onDrainError: (err: unknown) => void = () => {};

  constructor(
    private readonly db: Db,
    private readonly bus: RealtimeBus = new LocalBus(),
  ) {
    bus.onChange((ids) => {
      for (const id of ids) for (const fn of this.listeners.get(id) ?? []) fn();
    });
  }

  /** Calls `fn` whenever the member's unread counts may have changed; returns the unsubscribe. */
  subscribe(userId: number, fn: () => void): () => void {
    const set = this.listeners.get(userId) ?? new Set();
    set.add(fn);
    this.listeners.set(userId, set);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Tells open pages of these members to refresh their counts; call it after the change committed. */
  changed(userIds: Iterable<number>): void {
    const ids = [...new Set(userIds)];
    if (ids.length > 0) this.bus.publish(ids);
  }

  /**
   * Queues the like's notice in the like's transaction; call `drainSoon` once it has committed. Returns
   * whether anything was queued.
   */
  async liked(tx: DbOrTx, authorId: number, actorId: number, postId: number): Promise<boolean> {
    if (authorId === actorId) return false;
    await repo.enqueueNotices(tx, [
      { userId: authorId, type: NOTICE_TYPES.likes, actorId, postId, groupKey: `like:${postId}` },
    ]);
    return true;
  }

  /** Drains the queue shortly, once for all the likes that arrive meanwhile. */
  drainSoon(): void {
    this.drainTimer ??= setTimeout(() => {
      this.drainTimer = undefined;
      this.drain().catch(this.onDrainError);
    }, DRAIN_DELAY_MS);
  }

  /**
   * Writes every queued notice, then tells the recipients' open pages. One drain runs per instance at a
   * time; a call during a drain makes it go round once more and resolves when that round is done.
   */
  drain(): Promise<void> {
    this.drainAgain = true;
    this.draining ??= (async () => {
      try {
        while (this.drainAgain) {
          this.drainAgain = false;
          while ((await this.drainBatch()) === DRAIN_BATCH) {}
        }
      } finally {
        this.draining = null;
      }
    })();
    return this.draining;
  }

  /** One transaction: take a batch, collapse it per recipient and post, upsert the notices. */
  private async drainBatch(): Promise<number> {
    const { taken, told } = await this.db.transaction(async (tx) => {
      const jobs = await repo.takeQueued(tx, DRAIN_BATCH);
      const groups = new Map<string, repo.NoticeInsert & { actors: Set<number> }>();
      for (const { live, ...job } of jobs) {
        if (!live) continue;
        const key = `${job.userId}:${job.groupKey}`;
        const group = groups.get(key) ?? { ...job, actors: new Set<number>() };
        group.actors.add(job.actorId);
        // The newest liker names the notice ("A 等 12 人赞了你的文章").
        group.actorId = job.actorId;
        groups.set(key, group);
      }
      const rows = [...groups.values()].map(({ actors, ...row }) => ({ ...row, actorCount: actors.size }));
      return { taken: jobs.length, told: await repo.addNotices(tx, rows) };
    });
    this.changed(told);
    return taken;
  }

  /** Polls for likes another instance queued but did not drain (it stopped); see DRAIN_POLL_MS. */
  start(onError: (err: unknown) => void): void {
    this.onDrainError = onError;
    this.pollTimer ??= setInterval(() => this.drainSoon(), DRAIN_POLL_MS);
    this.pollTimer.unref();
    this.drainSoon();
  }

  /** Stops polling and drains what is queued (whatever a failure leaves waits for the next start). */
  async stop(): Promise<void> {
    clearInterval(this.pollTimer);
    clearTimeout(this.drainTimer);
    this.pollTimer = this.drainTimer = undefined;
    await this.drain().catch(this.onDrainError);
  }

  /** Each write returns the members it notified, for `changed` once the transaction has committed. */

  followed(tx: DbOrTx, userId: number, actorId: number): Promise<number[]> {
    return repo.addNotices(tx, [{ userId, type: NOTICE_TYPES.fans, actorId }]);
  }

  /**
   * An income notice (type 5): money or 工分 the member received (a reward, a gift, an unlock, a bounty).
   * Written in the payment's transaction; call `changed` with the answer once it has committed.
   */
  income(
    tx: DbOrTx,
    n: {
      recipientId: number;
      actorId: number | null;
      postId?: number | null;
      commentId?: number | null;
      content: string;
    },
  ): Promise<number[]> {
    if (n.recipientId === n.actorId) return Promise.resolve([]);
    return repo.addNotices(tx, [
      {
        userId: n.recipientId,
        type: NOTICE_TYPES.income,
        actorId: n.actorId,
        postId: n.postId ?? null,
        commentId: n.commentId ?? null,
        content: n.content,
      },
    ]);
  }

  async commented(
    tx: DbOrTx,
    n: {
      recipientId: number;
      actorId: number;
      postId: number;
      commentId: number;
      text: string;
      reply: boolean;
    },
  ): Promise<number[]> {
    if (n.recipientId === n.actorId) return [];
    return repo.addNotices(tx, [
      {
        userId: n.recipientId,
        type: NOTICE_TYPES.comments,
        actorId: n.actorId,
        postId: n.postId,
        commentId: n.commentId,
        content: excerpt(n.text),
        onComment: n.reply,
      },
    ]);
  }

  /**
   * Notifies the members a text @mentions, except the author, those already told, those who blocked the
   * author and those who muted mentions.
   */
  async mentioned(
    tx: DbOrTx,
    n: { text: string; actorId: number; postId: number; commentId?: number; skip?: number[] },
  ): Promise<number[]> {
    const runs = mentionCandidates(n.text);
    if (runs.length === 0) return [];
    const found = await repo.usersByNicknames(tx, [...new Set(runs.flat())]);
    const byName = new Map(found.map((u) => [u.nickname.toLowerCase(), u.id]));
    const targets = new Set<number>();
    for (const run of runs) {
      const hit = run.map((c) => byName.get(c.toLowerCase())).find((id) => id !== undefined);
      if (hit !== undefined && hit !== n.actorId && !n.skip?.includes(hit)) targets.add(hit);
    }
    const blockers = await blockersOf(tx, [...targets], n.actorId);
    const allowed = [...targets].filter((id) => !blockers.has(id));
    return repo.addNotices(
      tx,
      allowed.map((userId) => ({
        userId,
        type: NOTICE_TYPES.mentions,
        actorId: n.actorId,
        postId: n.postId,
        commentId: n.commentId ?? null,
        content: excerpt(n.text),
        onComment: n.commentId !== undefined,
      })),
    );
  }

  /**
   * A system notice (6/10/21, or 20 other) to one member or to every active member, for the editors
   * (`npm run notice:system`). Every member gets one row, written in id ranges of BROADCAST_RANGE per
   * statement so no statement or lock grows with the membership; `key` makes a re-run after a failure
   * skip members already told. Returns how many members were told.
   */
  async broadcast(n: {
    type: SystemNoticeType;
    content: string;
    /** A published post the notice links to. */
    articleId?: string;
    key: string;
    userId?: number;
  }): Promise<number> {
    const content = n.content.trim();
    if (!content) throw badRequest(NOTICE_MSG.contentRequired);
    if (content.length > SYSTEM_NOTICE_MAX) throw badRequest(NOTICE_MSG.contentTooLong);
    const postId = n.articleId ? await repo.publishedPostId(this.db, n.articleId) : null;
    if (postId === undefined) throw notFound(NOTICE_MSG.postNotFound);
    const notice = { type: n.type, content, postId, key: `system:${n.key}` };
    if (n.userId !== undefined) {
      const told = await repo.addSystemNotices(this.db, notice, { afterId: n.userId - 1, upToId: n.userId });
      this.changed(told);
      return told.length;
    }
    const ids = await repo.memberIdRange(this.db);
    let total = 0;
    for (let afterId = ids.min - 1; afterId < ids.max; afterId += BROADCAST_RANGE) {
      const told = await repo.addSystemNotices(this.db, notice, {
        afterId,
        upToId: afterId + BROADCAST_RANGE,
      });
      this.changed(told);
      total += told.length;
    }
    return total;
  }

  /** 推送设置: the types the member muted; every producer skips them (notice.repo.ts addNotices). */
  async setting(userId: number): Promise<NoticeSetting> {
    return { muted_types: await repo.mutedTypes(this.db, userId) };
  }

  /** Replaces the muted types (validated by noticeSettingBody: fans, likes, comments, mentions only). */
  async saveSetting(userId: number, mutedTypes: MutableNoticeType[]): Promise<NoticeSetting> {
    return { muted_types: await repo.saveMutedTypes(this.db, userId, mutedTypes) };
  }

  async counts(userId: number): Promise<NoticeCounts> {
    const [byType, message] = await Promise.all([
      repo.unreadByType(this.db, userId),
      unreadMessages(this.db, userId),
    ]);
    const types: Record<string, number> = {};
    let notice = 0;
    for (const [type, n] of byType) {
      types[type] = n;
      notice += n;
    }
    return { notice, message, types };
  }

  /**
   * The list call (docs/api/social.md): a page of one type, and reading page 1 marks that type read; the
   * page still shows what was unread. Only signed POSTs call it: a page's GET must change nothing.
   */
  async listMarkingRead(
    userId: number,
    q: { type: number; start: number; limit: number },
  ): Promise<Page<NoticeItem>> {
    const page = await this.list(userId, q);
    if (q.start === 1 && (await repo.markRead(this.db, userId, typesOf(q.type)))) this.changed([userId]);
    return page;
  }

  /** A page of one type, newest first, changing nothing. */
  async list(userId: number, q: { type: number; start: number; limit: number }): Promise<Page<NoticeItem>> {
    const types = typesOf(q.type);
    const { rows, total } = await repo.listNotices(this.db, userId, types, q.limit, (q.start - 1) * q.limit);
    const reader = await readerOf(
      this.db,
      userId,
      rows.flatMap((r) => (r.article ? [r.article] : [])),
    );
    const items = rows.map((row) => {
      const { n, actorNickname, actorAvatar, articleId, articleTitle, articleSummary, article } = row;
      // A post the recipient may not read lends the notice none of its words.
      const closed = article !== null && readGate(article, reader) !== null;
      const actor =
        n.actorId && actorNickname
          ? { user_id: n.actorId, nickname: actorNickname, avatar: actorAvatar ?? '' }
          : null;
      return {
        notice_id: n.id,
        type: n.type,
        title: titleOf(n.type, actor?.nickname ?? '有人', n.actorCount, n.onComment),
        content: closed && n.type === NOTICE_TYPES.mentions && !n.onComment ? '' : n.content,
        unread: n.read ? (0 as const) : (1 as const),
        actor,
        actor_count: n.actorCount,
        article_id: articleId,
        article_title: articleId ? articleTitle || (closed ? '' : excerpt(articleSummary ?? '')) : null,
        create_time: formatServerTime(n.updatedAt),
      };
    });
    return toPage(items, q.start, q.limit, total);
  }

  async empty(userId: number, type?: number): Promise<void> {
    await repo.deleteNotices(this.db, userId, type === undefined ? undefined : typesOf(type));
  }
}
