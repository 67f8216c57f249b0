import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { formatServerTime } from '../../../common/format';
import { ENERGY_POWERS, MONEY_MSG } from '../../../common/money';
import {
  checkPostFields,
  DRAFTS_MAX,
  type OrderValue,
  POST_STATUS,
  type PostFields,
  SECTIONS,
} from '../../../common/post';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, forbidden, notFound, uniqueViolation } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import { fetchPageTitle, SafeFetchError } from '../../lib/safe-fetch';
import { htmlToText, sanitizePostHtml } from '../../lib/sanitize';
import { bountiesOf } from '../bounty/bounty.repo';
import type { NoticeService } from '../notice/notice.service';
import type { PostIndexer } from '../search/post-indexer';
import { toStockItem } from '../stock/stock-directory';
import { adjustPostCount } from '../user/user.repo';
import { type PostItem, toPostItem } from './post.dto';
import * as repo from './post.repo';
import { bodyImages, readerOf } from './post-gate';
import type { SensitiveWords } from './sensitive-words';

export const POST_SERVICE_MSG = {
  published: '发布成功',
  inReview: '内容包含敏感词，已提交审核',
  updated: '修改成功',
  deleted: '删除成功',
  draftSaved: '草稿已保存',
  notFound: '文章不存在或已删除',
  notAuthor: '只能修改自己的文章',
  notDraft: '草稿不存在',
  tooManyDrafts: `草稿最多保存${DRAFTS_MAX}篇，请先删除不需要的草稿`,
} as const;

const SUMMARY_MAX = 200;
/** stock_list length in post items. */
const STOCK_LIST_MAX = 10;
/** Pages deeper than this use keyset pagination when the client sends the cursor. */
export const PAGE_SIZE_DEFAULT = 15;
/** How long a total or a visitor's first page may be reused, as long as the page cache keeps a page (ADR 8). */
const SHARED_PAGE_TTL_MS = 5_000;

/** A public id like the real site's: 11 lowercase base-36 characters. */
export function newArticleId(): string {
  const n = BigInt(`0x${randomBytes(8).toString('hex')}`);
  return n.toString(36).padStart(13, '0').slice(-11);
}

/** Short and life posts have their own sections; the rest are 研选 unless moved to 广场. */
const sectionOf = (f: PostFields) =>
  f.type === 'live' ? SECTIONS.live : f.type === 'garden' || f.to_square ? SECTIONS.square : SECTIONS.study;

/**
 * What a form becomes in the table. Published posts must meet their type's requirements and keep only
 * their type's fields; drafts keep whatever the form held, half-written or not.
 */
function toColumns(f: PostFields, draft = false) {
  const contentHtml = sanitizePostHtml(f.content);
  const text = htmlToText(contentHtml);
  const problem = draft ? null : checkPostFields(f, text);
  if (problem) throw badRequest(problem);
  const own = (type: PostFields['type']) => draft || f.type === type;
  return {
    text,
    columns: {
      type: f.type,
      section: sectionOf(f),
      categoryId: f.category_id || null,
      title: f.title || (!draft && f.type === 'link' ? f.link_title : ''),
      contentHtml,
      summary: htmlToText(contentHtml, SUMMARY_MAX) || (draft ? '' : f.title),
      cover: bodyImages(contentHtml)[0] ?? '',
      tags: f.tags,
      linkUrl: own('link') ? f.link_url : '',
      linkTitle: own('link') ? f.link_title : '',
      attachments: own('documents') ? f.attachments : [],
      readLimit: f.read_limit,
      fansLimit: f.fans_limit,
      readIntegral: f.read_integral,
      copyLimit: f.copy_limit,
      toSquare: f.to_square,
      interestDisclosure: f.interest_disclosure,
    },
  };
}

const encodeCursor = (key: number | string, id: number) =>
  Buffer.from(JSON.stringify([key, id])).toString('base64url');

function decodeCursor(cursor: string | undefined): { key: number | string; id: number } | undefined {
  if (!cursor) return undefined;
  try {
    const [key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [unknown, unknown];
    if ((typeof key === 'number' || typeof key === 'string') && Number.isSafeInteger(id)) {
      return { key, id: id as number };
    }
  } catch {}
  throw badRequest('分页参数有误');
}

/** What every post list request carries. */
interface ListPaging {
  order: OrderValue;
  start: number;
  limit: number;
  before?: Date;
  cursor?: string;
}

type Paged<Q> = Q & { offset: number; after: { key: number | string; id: number } | undefined };

/** A list request's OFFSET, or its keyset position when it carries the previous page's cursor. */
const paged = <Q extends { start: number; limit: number; cursor?: string }>(q: Q): Paged<Q> => ({
  ...q,
  offset: (q.start - 1) * q.limit,
  after: decodeCursor(q.cursor),
});

export interface Page<T> {
  pageNo: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNext: boolean;
  nextPage: number;
  hasPre: boolean;
  prePage: number;
  result: T[];
}

export function toPage<T>(result: T[], pageNo: number, pageSize: number, totalCount: number): Page<T> {
  const totalPages = Math.max(1, Math.ceil(totalCount / pageSize));
  return {
    pageNo,
    pageSize,
    totalCount,
    totalPages,
    hasNext: pageNo < totalPages,
    nextPage: Math.min(pageNo + 1, totalPages),
    hasPre: pageNo > 1,
    prePage: Math.max(pageNo - 1, 1),
    result,
  };
}

export type PostPage = Page<PostItem> & { next_cursor: string };

/** The per-member limits of writing: publishing, saving drafts, fetching a link's title. */
export interface PostLimiters {
  publish: Limiter;
  draft: Limiter;
  linkTitle: Limiter;
}

/** Runs inside a moderation's transaction, after the change (the console's audit row). */
export type ModerationHook = (tx: Tx, post: repo.PostRow) => Promise<void>;

/** How a tool built on posts writes one (timeline events): see add, update and remove. */
export interface PostWriteOptions {
  /**
   * Written by an editor in the console (for the house account or on a member's event): no publish limit
   * (every editor shares the house account) and no sensitive-word hold.
   */
  editorial?: boolean;
  /** Runs inside the post's transaction once the row is written: the tool's own rows commit with it. */
  within?: ModerationHook;
}

export class PostService {
  /**
   * Bumped by every change to which posts exist or what they say, so caches of anonymous pages
   * (plugins/page-cache.ts) never serve a deleted or outdated post; counters may lag by the cache TTL.
   */
  contentVersion = 0;

  /** A transaction that changes public content; bumps contentVersion once it has committed. */
  private async write<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(fn);
    this.contentVersion++;
    return result;
  }

  /** Told, after the commit, of each post made public for the first time (the newest-post tool pushes it). */
  private readonly firstPublicListeners: ((postId: number) => void)[] = [];

  onFirstPublic(listener: (postId: number) => void): void {
    this.firstPublicListeners.push(listener);
  }

  private firstPublic(postId: number | null): void {
    if (postId !== null) for (const listener of this.firstPublicListeners) listener(postId);
  }

  private readonly counts = new LRUCache<string, number>({ max: 1000, ttl: SHARED_PAGE_TTL_MS });

  /**
   * A visitor's page 1 of a community list, the API call most readers make: the same for every visitor, so
   * built once per content version and SHARED_PAGE_TTL_MS (counters and the hot order may lag that long, as
   * on the cached pages, ADR 8). The promise is kept, so concurrent misses build it once.
   */
  private readonly firstPages = new LRUCache<string, Promise<PostPage>>({
    max: 500,
    ttl: SHARED_PAGE_TTL_MS,
  });

  /** One view per viewer and post per hour. */
  private readonly seen = new LRUCache<string, true>({ max: 100_000, ttl: 3_600_000 });

  constructor(
    private readonly db: Db,
    private readonly sensitive: SensitiveWords,
    private readonly limiters: PostLimiters,
    private readonly indexer: PostIndexer,
    private readonly notices: NoticeService,
    /** The member's 养分: a 工分 price (付费阅读) needs ENERGY_POWERS.paidPost of it. */
    private readonly energyOf: (userId: number) => Promise<number>,
  ) {}

  private async assertMayPrice(userId: number, f: PostFields) {
    if (f.read_integral > 0 && (await this.energyOf(userId)) < ENERGY_POWERS.paidPost) {
      throw forbidden(MONEY_MSG.energyShort);
    }
  }

  /** Columns of a form, with stock tags linked, and its search index entry. */
  private async prepare(f: PostFields, draft = false) {
    const { text, columns } = toColumns(f, draft);
    const { html, ...index } = await this.indexer.build(columns);
    return { text, columns: { ...columns, contentHtml: html }, index };
  }

  /** Re-indexes stored posts (see PostIndexer.reindex); pages then show the new stock links. */
  async reindex(onlyMissing: boolean): Promise<number> {
    const done = await this.indexer.reindex(onlyMissing);
    if (done > 0) this.contentVersion++;
    return done;
  }

  async add(
    userId: number,
    f: PostFields & { draft_id?: string },
    opts: PostWriteOptions = {},
  ): Promise<{ article_id: string; status: number }> {
    if (!opts.editorial) await this.limiters.publish.consume(String(userId));
    await this.assertMayPrice(userId, f);
    const { text, columns: values, index } = await this.prepare(f);
    const hits = opts.editorial
      ? []
      : await this.sensitive.find(`${values.title} ${text} ${values.tags.join(' ')}`);
    const status = hits.length > 0 ? POST_STATUS.REVIEW : POST_STATUS.PUBLISHED;
    const publishFields = {
      ...values,
      status,
      sensitiveWords: hits,
      checkTime: status === POST_STATUS.PUBLISHED ? new Date() : null,
    };
    let mentioned: number[] = [];
    let publicId: number | null = null;
    const added = await this.write(async (tx) => {
      let row: repo.PostRow;
      if (f.draft_id) {
        const draft = await this.ownDraft(tx, userId, f.draft_id);
        row = await repo.updatePost(tx, draft.id, { ...publishFields, createdAt: new Date() });
      } else {
        row = await this.insertWithFreshId(tx, { ...publishFields, userId });
      }
      await this.indexer.store(tx, row.id, index);
      await opts.within?.(tx, row);
      if (status === POST_STATUS.PUBLISHED) {
        publicId = row.id;
        await adjustPostCount(tx, userId, 1);
        mentioned = await this.notices.mentioned(tx, {
          text: `${values.title}\n${text}`,
          actorId: userId,
          postId: row.id,
        });
      }
      return { article_id: row.articleId, status: row.status };
    });
    this.notices.changed(mentioned);
    this.firstPublic(publicId);
    return added;
  }

  async update(
    userId: number,
    articleId: string,
    f: PostFields,
    opts: PostWriteOptions = {},
  ): Promise<{ article_id: string; status: number }> {
    await this.assertMayPrice(userId, f);
    const { text, columns: values, index } = await this.prepare(f);
    const hits = opts.editorial
      ? []
      : await this.sensitive.find(`${values.title} ${text} ${values.tags.join(' ')}`);
    let publicId: number | null = null;
    const updated = await this.write(async (tx) => {
      const post = await repo.findPostForUpdate(tx, articleId);
      if (!post || post.status === POST_STATUS.DELETED) throw notFound(POST_SERVICE_MSG.notFound);
      if (post.userId !== userId) throw forbidden(POST_SERVICE_MSG.notAuthor);
      if (post.status === POST_STATUS.DRAFT || post.status === POST_STATUS.HIDDEN) {
        // Drafts publish through add; hidden posts stay hidden until an editor restores them.
        const row = await repo.updatePost(tx, post.id, { ...values, sensitiveWords: hits });
        await this.indexer.store(tx, row.id, index);
        await opts.within?.(tx, row);
        return { article_id: row.articleId, status: row.status };
      }
      const status = hits.length > 0 ? POST_STATUS.REVIEW : POST_STATUS.PUBLISHED;
      const row = await repo.updatePost(tx, post.id, {
        ...values,
        status,
        sensitiveWords: hits,
        checkTime: post.checkTime ?? (status === POST_STATUS.PUBLISHED ? new Date() : null),
      });
      await this.indexer.store(tx, row.id, index);
      await opts.within?.(tx, row);
      const delta = Number(status === POST_STATUS.PUBLISHED) - Number(post.status === POST_STATUS.PUBLISHED);
      if (delta !== 0) await adjustPostCount(tx, userId, delta);
      // A post held for review, cleared of its words by the author: public for the first time now.
      if (!post.checkTime && status === POST_STATUS.PUBLISHED) publicId = post.id;
      return { article_id: row.articleId, status: row.status };
    });
    this.firstPublic(publicId);
    return updated;
  }

  async remove(userId: number, articleId: string, opts: PostWriteOptions = {}): Promise<void> {
    await this.write(async (tx) => {
      const post = await repo.findPostForUpdate(tx, articleId);
      if (!post || post.status === POST_STATUS.DELETED) throw notFound(POST_SERVICE_MSG.notFound);
      if (post.userId !== userId) throw forbidden('只能删除自己的文章');
      await opts.within?.(tx, post);
      await repo.updatePost(tx, post.id, { status: POST_STATUS.DELETED });
      if (post.status === POST_STATUS.PUBLISHED) await adjustPostCount(tx, userId, -1);
    });
  }

  /**
   * Creates or updates a draft; drafts skip the per-type requirements so half-written work is kept. A
   * member keeps at most DRAFTS_MAX drafts: a new one is counted under a lock on the member's row, so
   * concurrent saves cannot pass the count together.
   */
  async saveDraft(userId: number, f: PostFields & { article_id?: string }): Promise<{ article_id: string }> {
    await this.limiters.draft.consume(String(userId));
    const { columns: values, index } = await this.prepare(f, true);
    return this.db.transaction(async (tx) => {
      if (f.article_id) {
        const draft = await this.ownDraft(tx, userId, f.article_id);
        await repo.updatePost(tx, draft.id, values);
        await this.indexer.store(tx, draft.id, index);
        return { article_id: draft.articleId };
      }
      if ((await repo.lockAndCountDrafts(tx, userId)) >= DRAFTS_MAX) {
        throw badRequest(POST_SERVICE_MSG.tooManyDrafts);
      }
      const row = await this.insertWithFreshId(tx, { ...values, userId, status: POST_STATUS.DRAFT });
      await this.indexer.store(tx, row.id, index);
      return { article_id: row.articleId };
    });
  }

  async listDrafts(userId: number, start: number, limit: number): Promise<Page<PostItem>> {
    const { rows, total } = await repo.listUserPosts(
      this.db,
      userId,
      POST_STATUS.DRAFT,
      limit,
      (start - 1) * limit,
    );
    return toPage(await this.items(rows, userId, true), start, limit, total);
  }

  /** The title of the page a link post points to, fetched for its author (at most so often). */
  async linkTitle(userId: number, url: string): Promise<{ title: string; url: string }> {
    await this.limiters.linkTitle.consume(String(userId));
    try {
      return await fetchPageTitle(url);
    } catch (err) {
      if (err instanceof SafeFetchError) throw badRequest(err.message);
      throw err;
    }
  }

  async deleteDraft(userId: number, articleId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const draft = await this.ownDraft(tx, userId, articleId);
      await repo.updatePost(tx, draft.id, { status: POST_STATUS.DELETED });
    });
  }

  /**
   * A community list page. `cursor` (from the previous page's next_cursor) switches to keyset
   * pagination, which infinite scroll uses so deep pages cost the same as the first.
   */
  async community(
    q: {
      section: number;
      order: OrderValue;
      categoryId: string;
      start: number;
      limit: number;
      before?: Date;
      cursor?: string;
      from?: Date;
      until?: Date;
    },
    viewerId: number | null,
  ): Promise<PostPage> {
    const build = async () => {
      const query = paged({ ...q, hideBlockedBy: viewerId ?? undefined });
      const [rows, total] = await Promise.all([
        repo.listCommunity(this.db, query),
        this.countCommunity(query),
      ]);
      return this.page(rows, total, q, viewerId);
    };
    if (viewerId !== null || q.start !== 1 || q.cursor || q.before) return build();
    const key = `${this.contentVersion}|${q.section}|${q.order}|${q.categoryId}|${q.limit}|${q.from?.getTime()}|${q.until?.getTime()}`;
    let shared = this.firstPages.get(key);
    if (!shared) {
      shared = build();
      this.firstPages.set(key, shared);
      shared.catch(() => this.firstPages.delete(key));
    }
    return shared;
  }

  /** Posts about a stock (its page) or about the stocks a member follows (the following page's tab). */
  aboutStocks(q: ({ stockId: number } | { followerId: number }) & ListPaging, viewerId: number | null) {
    return this.listPage(
      { ...q, hideBlockedBy: viewerId ?? undefined },
      repo.listStockPosts,
      repo.countStockPosts,
      viewerId,
    );
  }

  /**
   * Posts by one member (their home) or by the members someone follows (the following feed). A home
   * shows its owner's posts even to a member who blocked them: opening that home is asking to see them.
   */
  byAuthors(
    q: ({ authorId: number } | { followerId: number; special?: boolean }) & {
      types?: readonly string[];
    } & ListPaging,
    viewerId: number | null,
  ) {
    const hideBlockedBy = 'followerId' in q ? (viewerId ?? undefined) : undefined;
    return this.listPage({ ...q, hideBlockedBy }, repo.listAuthorPosts, repo.countAuthorPosts, viewerId);
  }

  /** A page of one of the published-post lists: its rows and total, as items with the next cursor. */
  private async listPage<Q extends ListPaging>(
    q: Q,
    list: (db: Db, query: Paged<Q>) => Promise<repo.PostRow[]>,
    count: (db: Db, query: Paged<Q>) => Promise<number>,
    viewerId: number | null,
  ): Promise<PostPage> {
    const query = paged(q);
    const [rows, total] = await Promise.all([list(this.db, query), count(this.db, query)]);
    return this.page(rows, total, q, viewerId);
  }

  /** A member's forwards: each forwarded post's item with the forward's comment and time. */
  async forwardsOf(
    userId: number,
    q: { start: number; limit: number },
    viewerId: number | null,
  ): Promise<Page<PostItem & { forward: { comment: string; create_time: string } }>> {
    const { rows, total } = await repo.listUserForwards(this.db, userId, q.limit, (q.start - 1) * q.limit);
    const items = await this.items(
      rows.map((r) => r.post),
      viewerId,
      false,
    );
    const result = items.map((item, i) => ({
      ...item,
      forward: { comment: rows[i].comment, create_time: formatServerTime(rows[i].createdAt) },
    }));
    return toPage(result, q.start, q.limit, total);
  }

  private async page(
    rows: repo.PostRow[],
    total: number,
    q: { order: OrderValue; start: number; limit: number },
    viewerId: number | null,
  ): Promise<PostPage> {
    const last = rows.at(-1);
    const next_cursor =
      last && rows.length === q.limit ? encodeCursor(repo.cursorKey(last, q.order), last.id) : '';
    const page = toPage(await this.items(rows, viewerId, false), q.start, q.limit, total);
    return { ...page, next_cursor };
  }

  /**
   * List totals change only when posts do (or, for the 30-day tab, with time), so each is counted once
   * per content version and 5 s; a Page-Time bound makes the count reader-specific and skips the cache.
   * A member's total is that count less their blocked members' posts, counted through their blocks.
   */
  private async countCommunity(q: repo.CommunityQuery): Promise<number> {
    if (q.before) return repo.countCommunity(this.db, q);
    const viewer = q.hideBlockedBy;
    const [all, blocked] = await Promise.all([
      this.countAll({ ...q, hideBlockedBy: undefined }),
      viewer ? repo.countCommunityBlocked(this.db, q, viewer) : 0,
    ]);
    return all - blocked;
  }

  /** A community list's total for every reader, cached per content version (see countCommunity). */
  private async countAll(q: repo.CommunityQuery): Promise<number> {
    const key = `${this.contentVersion}|${q.section}|${q.order}|${q.categoryId}|${q.from?.getTime()}|${q.until?.getTime()}`;
    const cached = this.counts.get(key);
    if (cached !== undefined) return cached;
    const total = await repo.countCommunity(this.db, q);
    this.counts.set(key, total);
    return total;
  }

  /**
   * The reader's view of one post; drafts and posts in review are visible to their author only.
   * `viewerKey` identifies the reader for view counting (member id or IP); null counts no view (the page
   * that will count it later, app/features/article).
   */
  async detail(articleId: string, viewerId: number | null, viewerKey: string | null): Promise<PostItem> {
    const post = await repo.findPost(this.db, articleId);
    const isAuthor = !!post && viewerId === post.userId;
    if (
      !post ||
      !(post.status === POST_STATUS.PUBLISHED || (isAuthor && post.status === POST_STATUS.REVIEW))
    ) {
      throw notFound(POST_SERVICE_MSG.notFound);
    }
    if (
      viewerKey !== null &&
      post.status === POST_STATUS.PUBLISHED &&
      (await this.recordView(articleId, viewerKey))
    )
      post.viewCount += 1;
    const [item] = await this.items([post], viewerId, true);
    return item;
  }

  /**
   * Counts one view per reader and post per hour; true when this one counted. Also called for article
   * pages answered from the anonymous page cache, which never reach the loader.
   */
  async recordView(articleId: string, viewerKey: string): Promise<boolean> {
    const key = `${viewerKey}:${articleId}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, true);
    return repo.incrementViews(this.db, articleId);
  }

  /** /article-preview: the author's own post in any state but deleted. */
  async preview(articleId: string, viewerId: number): Promise<PostItem> {
    const post = await repo.findPost(this.db, articleId);
    if (!post || post.status === POST_STATUS.DELETED || post.userId !== viewerId) {
      throw notFound(POST_SERVICE_MSG.notFound);
    }
    const [item] = await this.items([post], viewerId, true);
    return item;
  }

  /**
   * Editors' approval of a post in review (`npm run review`, the console's 审核队列). `within` runs in the
   * same transaction (the console's audit row), so the change and its record commit together.
   */
  async approve(articleId: string, within?: ModerationHook): Promise<void> {
    let publicId: number | null = null;
    await this.write(async (tx) => {
      const post = await repo.findPostForUpdate(tx, articleId);
      if (!post || post.status !== POST_STATUS.REVIEW) throw notFound('没有待审核的该文章');
      // Only a first approval: a post that was public before keeps its check_time and was announced then.
      if (!post.checkTime) publicId = post.id;
      await repo.updatePost(tx, post.id, {
        status: POST_STATUS.PUBLISHED,
        checkTime: post.checkTime ?? new Date(),
      });
      await adjustPostCount(tx, post.userId, 1);
      await within?.(tx, post);
    });
    this.firstPublic(publicId);
  }

  async reject(articleId: string, within?: ModerationHook): Promise<void> {
    await this.write(async (tx) => {
      const post = await repo.findPostForUpdate(tx, articleId);
      if (!post || post.status !== POST_STATUS.REVIEW) throw notFound('没有待审核的该文章');
      await repo.updatePost(tx, post.id, { status: POST_STATUS.HIDDEN });
      await within?.(tx, post);
    });
  }

  /**
   * Moderators' hiding of a published post or one in review (the console's 帖子与评论, a complaint): it
   * leaves every list and page; its author still sees it in previews, and `restore` brings it back.
   */
  async hide(articleId: string, within?: ModerationHook): Promise<void> {
    await this.write(async (tx) => {
      const post = await repo.findPostForUpdate(tx, articleId);
      if (!post || (post.status !== POST_STATUS.PUBLISHED && post.status !== POST_STATUS.REVIEW)) {
        throw notFound('没有可隐藏的该文章');
      }
      await repo.updatePost(tx, post.id, { status: POST_STATUS.HIDDEN });
      if (post.status === POST_STATUS.PUBLISHED) await adjustPostCount(tx, post.userId, -1);
      await within?.(tx, post);
    });
  }

  /** Editors' restore of a deleted or hidden post: it goes back to where it was (published or draft). */
  async restore(articleId: string, within?: ModerationHook): Promise<void> {
    await this.write(async (tx) => {
      const post = await repo.findPostForUpdate(tx, articleId);
      if (!post || (post.status !== POST_STATUS.DELETED && post.status !== POST_STATUS.HIDDEN)) {
        throw notFound('没有可恢复的该文章');
      }
      const status = post.checkTime ? POST_STATUS.PUBLISHED : POST_STATUS.DRAFT;
      await repo.updatePost(tx, post.id, { status });
      if (status === POST_STATUS.PUBLISHED) await adjustPostCount(tx, post.userId, 1);
      await within?.(tx, post);
    });
  }

  listInReview(limit = 100) {
    return repo.listByStatus(this.db, POST_STATUS.REVIEW, limit);
  }

  /**
   * Post items of stored rows for this viewer: authors, stocks, the viewer's reactions, the reader the
   * read gate needs (join date, follows of the authors); one query of each kind per page, however many
   * posts it holds. `withBody`: the body's HTML (detail, preview, drafts) rather than its plain text.
   */
  async items(rows: repo.PostRow[], viewerId: number | null, withBody: boolean): Promise<PostItem[]> {
    const ids = rows.map((r) => r.id);
    const authorIds = [...new Set(rows.map((r) => r.userId))];
    const askIds = rows.flatMap((r) => (r.type === 'ask' ? [r.id] : []));
    const [authors, states, reader, stocks, bounties] = await Promise.all([
      repo.findAuthors(this.db, authorIds),
      viewerId ? repo.viewerStates(this.db, viewerId, ids) : null,
      readerOf(this.db, viewerId, rows),
      // One directory lookup for the page, not one per post.
      this.indexer.stocks.byIds([...new Set(rows.flatMap((r) => r.stockIds.slice(0, STOCK_LIST_MAX)))]),
      bountiesOf(this.db, askIds),
    ]);
    const stockById = new Map(stocks.map((s) => [s.id, toStockItem(s)]));
    return rows.map((p) =>
      toPostItem(p, {
        author: authors.get(p.userId),
        reader,
        reaction: states?.reactions.get(p.id),
        collected: states?.collected.has(p.id),
        withBody,
        stocks: p.stockIds.slice(0, STOCK_LIST_MAX).flatMap((id) => stockById.get(id) ?? []),
        bounty: bounties.get(p.id),
      }),
    );
  }

  private async ownDraft(tx: DbOrTx, userId: number, articleId: string): Promise<repo.PostRow> {
    const draft = await repo.findPostForUpdate(tx, articleId);
    if (!draft || draft.userId !== userId || draft.status !== POST_STATUS.DRAFT)
      throw notFound(POST_SERVICE_MSG.notDraft);
    return draft;
  }

  /** Random ids collide about never; a clash is retried rather than surfaced. */
  private async insertWithFreshId(
    tx: DbOrTx,
    values: Omit<repo.PostInsert, 'articleId'>,
  ): Promise<repo.PostRow> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await tx.transaction((sp) => repo.insertPost(sp, { ...values, articleId: newArticleId() }));
      } catch (err) {
        if (uniqueViolation(err) !== 'posts_article_id_unique' || attempt >= 3) throw err;
      }
    }
  }
}
