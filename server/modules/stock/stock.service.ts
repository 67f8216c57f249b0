import { ORDERS, type OrderValue } from '../../../common/post';
import type { StockItem } from '../../../common/stock';
import type { Db } from '../../db/client';
import { notFound, orMissing } from '../../lib/errors';
import { type Page, type PostPage, type PostService, toPage } from '../post/post.service';
import * as repo from './stock.repo';
import { type StockDirectory, toStockItem } from './stock-directory';

export const STOCK_MSG = {
  notFound: '股票不存在',
  followed: '关注成功',
  unfollowed: '已取消关注',
} as const;

export type StockDetail = StockItem & { follow_count: number; post_count: number; is_follow: 0 | 1 };
export type StockFollowState = { is_follow: 0 | 1; follow_count: number };

/** Stock lookup, stock pages and members' followed stocks (自选). */
export class StockService {
  constructor(
    private readonly db: Db,
    private readonly directory: StockDirectory,
    private readonly posts: PostService,
  ) {}

  async search(
    keyword: string,
    o: { limit: number; start: number; exact: boolean },
  ): Promise<Page<StockItem>> {
    const rows = await this.directory.search(keyword, o.exact);
    const from = (o.start - 1) * o.limit;
    return toPage(rows.slice(from, from + o.limit).map(toStockItem), o.start, o.limit, rows.length);
  }

  async detail(stockId: number, viewerId: number | null): Promise<StockDetail> {
    const stock = await this.known(stockId);
    const [followCount, postCount, followed] = await Promise.all([
      repo.followCountOf(this.db, stockId),
      repo.countPostsAbout(this.db, stockId),
      viewerId ? repo.followedStockIds(this.db, viewerId, [stockId]) : [],
    ]);
    return {
      ...stock,
      follow_count: followCount,
      post_count: postCount,
      is_follow: followed.length > 0 ? 1 : 0,
    };
  }

  async articles(
    q: { stockId: number; order: OrderValue; start: number; limit: number; before?: Date; cursor?: string },
    viewerId: number | null,
  ): Promise<PostPage> {
    await this.known(q.stockId);
    return this.posts.aboutStocks(q, viewerId);
  }

  async follow(userId: number, stockId: number): Promise<StockFollowState> {
    const n = await orMissing(
      this.db.transaction((tx) => repo.addStockFollow(tx, userId, stockId)),
      notFound(STOCK_MSG.notFound),
    );
    if (n === null) throw notFound(STOCK_MSG.notFound);
    return { is_follow: 1, follow_count: n };
  }

  async unfollow(userId: number, stockId: number): Promise<StockFollowState> {
    const n = await this.db.transaction((tx) => repo.removeStockFollow(tx, userId, stockId));
    if (n === null) throw notFound(STOCK_MSG.notFound);
    return { is_follow: 0, follow_count: n };
  }

  /**
   * The member's followed stocks (is_add 1, newest first, filtered by keyword), or a stock search that
   * marks which results they follow (is_add 0).
   */
  async userPage(
    userId: number,
    q: { isAdd: boolean; keyword: string; start: number; limit: number },
  ): Promise<Page<StockItem & { is_add: 0 | 1 }>> {
    let rows: StockItem[];
    let followed: Set<number>;
    if (q.isAdd) {
      const ids = await repo.followedStockIds(this.db, userId);
      const matching = q.keyword
        ? new Set((await this.directory.search(q.keyword, false)).map((s) => s.id))
        : null;
      rows = (await this.directory.byIds(ids))
        .filter((s) => !matching || matching.has(s.id))
        .map(toStockItem);
      followed = new Set(ids);
    } else {
      rows = (await this.directory.search(q.keyword, false)).map(toStockItem);
      followed = new Set(
        await repo.followedStockIds(
          this.db,
          userId,
          rows.slice(0, 1000).map((s) => s.stock_id),
        ),
      );
    }
    const from = (q.start - 1) * q.limit;
    const page = rows
      .slice(from, from + q.limit)
      .map((s) => ({ ...s, is_add: followed.has(s.stock_id) ? (1 as const) : (0 as const) }));
    return toPage(page, q.start, q.limit, rows.length);
  }

  /** Posts about the stocks a member follows, newest first (/api/v2/user/article/stock). */
  followedArticles(userId: number, q: { start: number; limit: number; cursor?: string; before?: Date }) {
    return this.posts.aboutStocks({ ...q, followerId: userId, order: ORDERS.publish }, userId);
  }

  private async known(stockId: number): Promise<StockItem> {
    const stock = await this.directory.byId(stockId);
    if (!stock) throw notFound(STOCK_MSG.notFound);
    return toStockItem(stock);
  }
}
