import { LRUCache } from 'lru-cache';
import { STORED_POST_TYPE_LABEL } from '../../../common/post';
import { RANK_BOARD_SIZE, type RankBoard } from '../../../common/rank';
import type { Db } from '../../db/client';
import { chinaDate, startOfChinaDay } from '../../lib/time';
import { topEarners } from '../ledger/ledger.repo';
import type { PostItem } from '../post/post.dto';
import { type Page, type PostService, toPage } from '../post/post.service';
import { bodyGated } from '../post/post-gate';
import * as repo from './rank.repo';

/** The 工分 board ranks what members earned over the last ten days (SPEC §4's third tab). */
const INTEGRAL_BOARD_DAYS = 10;

const DAY_MS = 86_400_000;
export const SEARCH_KEYWORD_MAX = 30;
/** The board is on every home page; a minute-old board is fresh enough. */
const BOARD_TTL_MS = 60_000;
const BOARD_DAYS = 30;
const HOT_DAYS = 7;
/** Untitled posts (短文, 生活) show this much of their summary on the board. */
const UNTITLED_CHARS = 30;

/**
 * A search box entry as the 热搜 board counts it: trimmed, inner spaces collapsed, ASCII lower-cased
 * (AI and ai are one keyword); null when empty, longer than SEARCH_KEYWORD_MAX characters (pasted text,
 * not a search term) or without any letter or digit.
 */
export function normaliseKeyword(raw: string): string | null {
  const k = raw
    .trim()
    .replaceAll(/\s+/g, ' ')
    .replaceAll(/[A-Z]/g, (c) => c.toLowerCase());
  if (!k || [...k].length > SEARCH_KEYWORD_MAX || !/[\p{L}\p{N}]/u.test(k)) return null;
  return k;
}

/** The board's line for a post: its title, else the start of its summary unless the body is closed. */
function boardTitle(p: repo.BoardPost): string {
  if (p.title) return p.title;
  if (bodyGated(p) || !p.summary) return STORED_POST_TYPE_LABEL[p.type];
  return p.summary.replaceAll(/\s+/g, ' ').slice(0, UNTITLED_CHARS);
}

/** The hot ranking (SPEC §3, §4): searched keywords, the 30-day board, and the 7-day hot list. */
export class RankService {
  /** One counted search per viewer, keyword and China day, in this process. */
  private readonly seen = new LRUCache<string, true>({ max: 100_000, ttl: DAY_MS });
  private cachedBoard?: { at: number; value: Promise<RankBoard> };

  constructor(
    private readonly db: Db,
    private readonly posts: PostService,
  ) {}

  /**
   * Counts a search for the 热搜 board; true when it counted. `viewerKey` (member id or IP) makes
   * repeating a search the same day count once, so one reader cannot push a keyword up.
   */
  async recordSearch(keyword: string, viewerKey: string): Promise<boolean> {
    const k = normaliseKeyword(keyword);
    if (!k) return false;
    const day = chinaDate();
    const seenKey = `${day}|${viewerKey}|${k}`;
    if (this.seen.has(seenKey)) return false;
    this.seen.set(seenKey, true);
    await repo.addSearchHit(this.db, day, k);
    return true;
  }

  /** The board, built at most once per BOARD_TTL_MS; concurrent readers share one build. */
  board(): Promise<RankBoard> {
    const now = Date.now();
    if (!this.cachedBoard || now - this.cachedBoard.at >= BOARD_TTL_MS) {
      const value = this.buildBoard(now);
      this.cachedBoard = { at: now, value };
      // A failed build is not cached: the next reader tries again.
      value.catch(() => {
        if (this.cachedBoard?.value === value) this.cachedBoard = undefined;
      });
    }
    return this.cachedBoard.value;
  }

  /**
   * Searches are counted per China day, so "the last 24 hours" is today's count plus yesterday's scaled
   * by the part of yesterday still inside the window (at 06:00, three quarters of it): an estimate
   * that assumes yesterday's searches were spread evenly, and never double-counts a 48-hour span.
   */
  private async buildBoard(now: number): Promise<RankBoard> {
    const elapsedToday = (now - startOfChinaDay(now).getTime()) / DAY_MS;
    const [searches, top, earners] = await Promise.all([
      repo.topSearches(this.db, {
        today: chinaDate(now),
        yesterday: chinaDate(now - DAY_MS),
        yesterdayWeight: 1 - elapsedToday,
        limit: RANK_BOARD_SIZE,
      }),
      repo.topScored(this.db, BOARD_DAYS, RANK_BOARD_SIZE),
      topEarners(this.db, INTEGRAL_BOARD_DAYS, RANK_BOARD_SIZE),
    ]);
    return {
      hot_search_list: searches.map((s) => ({ keyword: s.keyword, count: Math.round(s.score) })),
      hot_article_list: top.map((p) => ({ article_id: p.articleId, title: boardTitle(p), score: p.score })),
      hot_user_list: earners.map((u) => ({
        user_id: u.userId,
        avatar: u.avatar,
        nickname: u.nickname,
        sum_integral: Number(u.sum),
      })),
    };
  }

  /** /article/hot: a page of the last 7 days' published posts by heat, without the viewer's blocked members'. */
  async hot(start: number, limit: number, viewerId: number | null): Promise<Page<PostItem>> {
    const hideBlockedBy = viewerId ?? undefined;
    const [rows, total] = await Promise.all([
      repo.hotPosts(this.db, { days: HOT_DAYS, limit, offset: (start - 1) * limit, hideBlockedBy }),
      repo.countPublishedWithin(this.db, HOT_DAYS, hideBlockedBy),
    ]);
    return toPage(await this.posts.items(rows, viewerId, false), start, limit, total);
  }
}
