import type { ServerResponse } from 'node:http';
import { formatServerTime } from '../../../common/format';
import {
  NEWEST_CATCH_UP_MAX,
  NEWEST_MSG,
  NEWEST_SSE_EVENT,
  NEWEST_TITLE_FALLBACK_LEN,
  type NewestBody,
  type NewestItem,
  type NewestPage,
} from '../../../common/newest';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { BusLog, MessageBus } from '../../lib/realtime-bus';
import type { PostService } from '../post/post.service';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './newest.repo';
import { NewestStreams } from './newest-streams';

/**
 * `/newest/list` also returns what became public in this margin before `last_server_time`: a post's
 * check_time is taken before its transaction commits, so a poll read in between would otherwise skip it
 * for good. Pages de-duplicate by article_id (the contract), so the overlap costs nothing.
 */
export const NEWEST_SETTLE_MS = 5_000;

/** A stream's event id: `<check_time ms>-<article_id>`, increasing in the list's order. */
const eventId = (row: repo.NewestRow) => `${row.checkTime.getTime()}-${row.articleId}`;

/** The cursor of an event id a browser sent back (Last-Event-ID), or null when it is not one of ours. */
export function parseEventId(id: string | undefined): repo.NewestCursor | null {
  const m = id ? /^(\d{1,15})-([0-9a-z]{1,32})$/.exec(id.trim()) : null;
  if (!m) return null;
  const checkTime = new Date(Number(m[1]));
  return Number.isNaN(checkTime.getTime()) ? null : { checkTime, articleId: m[2] };
}

function toItem(row: repo.NewestRow): NewestItem {
  const fallback = (row.summary || row.linkTitle).replace(/\s+/g, ' ').trim();
  return {
    article_id: row.articleId,
    type: row.type,
    title: row.title || [...fallback].slice(0, NEWEST_TITLE_FALLBACK_LEN).join(''),
    create_time: formatServerTime(row.createdAt),
    check_time: formatServerTime(row.checkTime),
    link: `/a/${row.articleId}`,
    user: { user_id: row.userId, nickname: row.nickname, avatar: row.avatar },
  };
}

/** One push event on the wire; built once per post, written as is to every stream of every instance. */
const frame = (row: repo.NewestRow) =>
  `id: ${eventId(row)}\nevent: ${NEWEST_SSE_EVENT}\ndata: ${JSON.stringify(toItem(row))}\n\n`;

/**
 * The newest-post tool (SPEC §4 "Newest list", §7; issue 17 §1; docs/api/newest.md): the paid list, its
 * catch-up call, and the push of each post the moment it becomes public, to every instance's streams
 * through the message bus.
 */
export class NewestService {
  readonly streams = new NewestStreams();

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    posts: PostService,
    private readonly bus: MessageBus,
    private readonly log: BusLog,
  ) {
    posts.onFirstPublic((postId) => {
      this.announce(postId).catch((err) => this.log.warn({ err, postId }, 'newest post announcement failed'));
    });
    bus.onMessage((message) => void this.streams.broadcast(message));
  }

  /** Settles once this instance hears the bus (its Redis subscription is in place). */
  get ready(): Promise<void> {
    return this.bus.ready;
  }

  /** Whether the member holds the tool (the stream answers 403 without it). */
  hasTool(userId: number): Promise<boolean> {
    return this.wallet.hasNewestTool(userId);
  }

  /** The calls' gate: errCode 403 with the tool's message for a member without it. */
  async assertTool(userId: number): Promise<void> {
    if (!(await this.hasTool(userId))) throw forbidden(NEWEST_MSG.notOpened);
  }

  /** `/api/v2/article/newest`: a page, newest first. */
  async page(body: NewestBody): Promise<NewestPage> {
    const serverTime = Date.now();
    const [rows, totalCount] = await Promise.all([
      repo.page(this.db, (body.start - 1) * body.limit, body.limit),
      repo.total(this.db),
    ]);
    return { result: rows.map(toItem), totalCount, serverTime };
  }

  /** `/api/v2/article/newest/list`: what became public since the previous answer, newest first. */
  async since(lastServerTime: number): Promise<NewestPage> {
    const serverTime = Date.now();
    const after = new Date(lastServerTime - NEWEST_SETTLE_MS);
    const [rows, totalCount] = await Promise.all([
      repo.since(this.db, after, NEWEST_CATCH_UP_MAX),
      repo.total(this.db, after),
    ]);
    return { result: rows.map(toItem), totalCount, serverTime };
  }

  /**
   * Opens a stream on a response whose headers are written. With a Last-Event-ID it first replays the
   * newest NEWEST_CATCH_UP_MAX posts after it, oldest first, holding live frames back meanwhile so none
   * is lost or sent twice.
   */
  async open(res: ServerResponse, lastEventId: string | undefined): Promise<void> {
    const cursor = parseEventId(lastEventId);
    this.streams.add(res, cursor !== null);
    if (!cursor) return;
    const sent = new Set<string>();
    try {
      const rows = await repo.after(this.db, cursor, NEWEST_CATCH_UP_MAX);
      if (!res.writableEnded && !res.destroyed) {
        for (const row of rows.reverse()) {
          res.write(frame(row));
          sent.add(row.articleId);
        }
      }
    } finally {
      this.streams.release(res, sent);
    }
  }

  /**
   * Tells every instance of a post that just became public, unless the tool does not list it (a read
   * gate, the 异动 analyses, or hidden again meanwhile): read after the commit, serialised once here.
   */
  async announce(postId: number): Promise<boolean> {
    const row = await repo.listedPost(this.db, postId);
    if (!row) return false;
    this.bus.publish(frame(row));
    return true;
  }

  /** Shutdown, first step: ends the streams (they would hold the server open). */
  endStreams(): void {
    this.streams.closeAll();
  }

  /** Shutdown, last step: stops hearing the bus (its Redis connection closes). */
  close(): Promise<void> {
    return this.bus.close();
  }
}
