import { formatServerTime } from '../../../common/format';
import { MENTION_PATTERN, MENTIONS_MAX, NOTICE_TYPES } from '../../../common/notice';
import type { Db, DbOrTx } from '../../db/client';
import { hasBlocked } from '../block/block.repo';
import { unreadMessages } from '../message/message.repo';
import { type Page, toPage } from '../post/post.service';
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

/**
 * Notices. Producers call the write methods inside their own transaction, so a notice exists exactly
 * when the like, comment or mention it reports does; each is a few indexed rows, however popular the
 * post (likes of one post collapse into one row).
 */
export class NoticeService {
  /**
   * Open pages' listeners per member (server-sent events). In-process: with several instances behind a
   * load balancer a member on another instance learns of changes from its fallback polling instead.
   */
  private readonly listeners = new Map<number, Set<() => void>>();

  constructor(private readonly db: Db) {}

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
    for (const id of userIds) for (const fn of this.listeners.get(id) ?? []) fn();
  }

  /** Each write returns the members it notified, for `changed` once the transaction has committed. */
  async liked(tx: DbOrTx, authorId: number, actorId: number, postId: number): Promise<number[]> {
    if (authorId === actorId) return [];
    await repo.addNotices(tx, [
      { userId: authorId, type: NOTICE_TYPES.likes, actorId, postId, groupKey: `like:${postId}` },
    ]);
    return [authorId];
  }

  async followed(tx: DbOrTx, userId: number, actorId: number): Promise<number[]> {
    await repo.addNotices(tx, [{ userId, type: NOTICE_TYPES.fans, actorId }]);
    return [userId];
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
    await repo.addNotices(tx, [
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
    return [n.recipientId];
  }

  /** Notifies the members a text @mentions, except the author, those already told and those who blocked the author. */
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
    const allowed: number[] = [];
    for (const id of targets) if (!(await hasBlocked(tx, id, n.actorId))) allowed.push(id);
    await repo.addNotices(
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
    return allowed;
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

  /** A page of one type, newest first; reading the first page marks that type read. */
  async list(userId: number, q: { type: number; start: number; limit: number }): Promise<Page<NoticeItem>> {
    const types = typesOf(q.type);
    const { rows, total } = await repo.listNotices(this.db, userId, types, q.limit, (q.start - 1) * q.limit);
    if (q.start === 1) await repo.markRead(this.db, userId, types);
    const items = rows.map(({ n, actorNickname, actorAvatar, articleId, articleTitle, articleSummary }) => {
      const actor =
        n.actorId && actorNickname
          ? { user_id: n.actorId, nickname: actorNickname, avatar: actorAvatar ?? '' }
          : null;
      return {
        notice_id: n.id,
        type: n.type,
        title: titleOf(n.type, actor?.nickname ?? '有人', n.actorCount, n.onComment),
        content: n.content,
        unread: n.read ? (0 as const) : (1 as const),
        actor,
        actor_count: n.actorCount,
        article_id: articleId,
        article_title: articleId ? articleTitle || excerpt(articleSummary ?? '') : null,
        create_time: formatServerTime(n.updatedAt),
      };
    });
    return toPage(items, q.start, q.limit, total);
  }

  async empty(userId: number, type?: number): Promise<void> {
    await repo.deleteNotices(this.db, userId, type === undefined ? undefined : typesOf(type));
  }
}
