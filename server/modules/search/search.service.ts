import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { FLUCTUATION_POST_TYPE } from '../../../common/post';
import { type PostSearchType, SEARCH_MSG } from '../../../common/search';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { htmlToText } from '../../lib/sanitize';
import type { PostItem } from '../post/post.dto';
import { findPostsByIds, type PostRow } from '../post/post.repo';
import { type Page, type PostService, toPage } from '../post/post.service';
import type { RankService } from '../rank/rank.service';
import type { StockDirectory } from '../stock/stock-directory';
import { toUserSummary } from '../user/user.service';
import { searchQuery } from './post-index';
import * as repo from './search.repo';

/** Which weights of the search document each scope reads (post-index.ts). */
const SCOPE_WEIGHTS: Record<PostSearchType, string> = { '1': '', '2': 'A', '8': 'B', '5': '' };
const SNIPPET_BEFORE = 30;
const SNIPPET_LENGTH = 120;
/**
 * How long a query's ranked window is reused. Its key carries the content version, so a new, edited or
 * removed post is searchable at once on this instance (on others within the TTL, as with the page cache);
 * only heat (the hot order) and the recency decay may lag this long.
 */
const WINDOW_TTL_MS = 5_000;
/** Windows kept: each is at most SEARCH_WINDOW ids (about 8 KB). */
const WINDOW_CACHE_MAX = 200;

export type SearchHit = PostItem & { snippet: string };
export type PostSearchPage = Page<SearchHit> & { words: string[] };
export interface UserHit {
  user_id: number;
  nickname: string;
  avatar: string;
  profile: string;
  style_str: string;
  fans_count: number;
  posts: number;
}

/**
 * Post search over the jieba-segmented full-text index, and member search by nickname. Queries are cut
 * with the same dictionary as the index (segmenter.ts), so 宁德时代 finds posts that wrote 宁德时代.
 */
export class SearchService {
  /** Ranked windows by query; a pending read is shared, so a burst of one query reads once. */
  private readonly windows = new LRUCache<string, Promise<number[]>>({
    max: WINDOW_CACHE_MAX,
    ttl: WINDOW_TTL_MS,
  });

  constructor(
    private readonly db: Db,
    private readonly directory: StockDirectory,
    private readonly postService: PostService,
    private readonly rankings: Pick<RankService, 'recordSearch'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async posts(
    q: {
      keyword: string;
      type: PostSearchType;
      order: number;
      start: number;
      limit: number;
      stockId?: number;
    },
    viewerId: number | null,
    viewerKey: string,
  ): Promise<PostSearchPage> {
    const keyword = q.keyword.trim();
    if (!keyword) throw badRequest(SEARCH_MSG.emptyKeyword);
    const words = (await this.directory.segmenter()).queryWords(keyword);
    const pageNo = Math.floor(q.start / q.limit) + 1;
    const tsquery = searchQuery(words, SCOPE_WEIGHTS[q.type]);
    if (!tsquery) return { ...toPage([], pageNo, q.limit, 0), words };
    const query: repo.PostSearchQuery = {
      tsquery,
      postType: q.type === '5' ? FLUCTUATION_POST_TYPE : undefined,
      stockId: q.stockId,
      order: q.order as repo.SearchOrder,
    };
    const window = await this.window(query, viewerId);
    const ids = window.slice(q.start, q.start + q.limit);
    const total = window.length;
    const rows = await findPostsByIds(this.db, ids);
    // First pages count toward 热搜; a failure to count must not fail the search.
    if (q.start === 0) {
      await this.rankings.recordSearch(keyword, viewerKey).catch((err) => {
        this.log.warn({ err }, 'recording a search keyword failed');
      });
    }
    const items = await this.postService.items(rows, viewerId, false);
    // A body the read gate closed to this reader gives nothing away.
    const hits = items.map((item, i) => ({
      ...item,
      snippet: item.gate ? '' : snippet(rows[i], keyword, words),
    }));
    return { ...toPage(hits, pageNo, q.limit, total), words };
  }

  /**
   * The ranked window of a query, shared by every reader who blocked no one. A member who blocked someone
   * reads their own, so a block applies at once (blocks do not change the content version).
   */
  private async window(query: repo.PostSearchQuery, viewerId: number | null): Promise<number[]> {
    if (viewerId && (await repo.blocksAnyone(this.db, viewerId))) {
      return repo.searchWindow(this.db, { ...query, hideBlockedBy: viewerId });
    }
    const key = [
      this.postService.contentVersion,
      query.tsquery,
      query.postType,
      query.stockId,
      query.order,
    ].join('|');
    const cached = this.windows.get(key);
    if (cached) return cached;
    const read = repo.searchWindow(this.db, query);
    this.windows.set(key, read);
    // A failed read is not kept: the next reader tries again.
    read.catch(() => {
      if (this.windows.get(key) === read) this.windows.delete(key);
    });
    return read;
  }

  async users(q: { keyword: string; start: number; limit: number }): Promise<Page<UserHit>> {
    const keyword = q.keyword.trim();
    if (!keyword) throw badRequest(SEARCH_MSG.emptyKeyword);
    const { rows, total } = await repo.searchUsers(this.db, keyword, q.limit, (q.start - 1) * q.limit);
    return toPage(rows.map(toUserSummary), q.start, q.limit, total);
  }
}

/** Plain text around a match in the body, for a hit whose summary may not show why it matched. */
function snippet(post: PostRow, keyword: string, words: string[]): string {
  if (words.length === 0) return '';
  const text = htmlToText(post.contentHtml);
  const lower = text.toLowerCase();
  // The whole query where it appears, else its longest word: the likeliest reason the post matched.
  const candidates = [keyword.toLowerCase(), ...[...words].sort((a, b) => b.length - a.length)];
  const at = candidates.map((w) => lower.indexOf(w)).find((i) => i >= 0) ?? -1;
  if (at < 0) return '';
  const from = Math.max(0, at - SNIPPET_BEFORE);
  return `${from > 0 ? '…' : ''}${text.slice(from, from + SNIPPET_LENGTH)}${from + SNIPPET_LENGTH < text.length ? '…' : ''}`;
}
