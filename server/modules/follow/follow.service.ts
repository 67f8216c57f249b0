import { ORDERS } from '../../../common/post';
import {
  FEED_TABS,
  FOLLOW_ACTIONS,
  type FollowState,
  type FollowSuggestions,
  HOME_TABS,
  LIFE_TYPES,
  ORIGINAL_TYPES,
  relationOf,
  type UserCard,
  type UserHome,
} from '../../../common/social';
import type { Db } from '../../db/client';
import { badRequest, notFound, orMissing } from '../../lib/errors';
import type { BlockService } from '../block/block.service';
import type { NoticeService } from '../notice/notice.service';
import type { PostItem } from '../post/post.dto';
import type { Page, PostPage, PostService } from '../post/post.service';
import { toPage } from '../post/post.service';
import * as stockRepo from '../stock/stock.repo';
import { toStockItem } from '../stock/stock-directory';
import { findUserById } from '../user/user.repo';
import { toUserSummary } from '../user/user.service';
import * as repo from './follow.repo';

export const FOLLOW_MSG = {
  self: '不能关注自己',
  noUser: '用户不存在',
  followed: '关注成功',
  unfollowed: '已取消关注',
  special: '已特别关注',
  unspecial: '已取消特别关注',
} as const;

/** Items of the home tabs; the 转发 tab's carry the forward itself. */
export type HomePostItem = PostItem & { forward?: { comment: string; create_time: string } };

type Paging = { start: number; limit: number; before?: Date; cursor?: string };

/** Suggestions rank by follows, then by posts published in this many days (a week). */
const SUGGESTION_DAYS = 7;
/** Authors and stocks suggested, each. */
const SUGGESTIONS = 6;

/** Following members, their homes and the feed of the members one follows. */
export class FollowService {
  constructor(
    private readonly db: Db,
    private readonly posts: PostService,
    private readonly blocks: BlockService,
    private readonly notices: NoticeService,
  ) {}

  /**
   * Follow (1), unfollow (0), special follow (2, following first if needed) or cancel special (3).
   * The row and both counters change in one transaction, and only when the row really changed, so
   * repeated or concurrent requests leave the counts equal to the rows.
   */
  async follow(followerId: number, followeeId: number, action: number): Promise<FollowState> {
    if (followerId === followeeId) throw badRequest(FOLLOW_MSG.self);
    let told: number[] = [];
    const write = this.db.transaction(async (tx) => {
      const target = await findUserById(tx, followeeId);
      if (!target) throw notFound(FOLLOW_MSG.noUser);
      let delta = 0;
      if (action === FOLLOW_ACTIONS.unfollow) {
        if (await repo.deleteFollow(tx, followerId, followeeId)) delta = -1;
      } else if (action === FOLLOW_ACTIONS.unspecial) {
        await repo.setSpecial(tx, followerId, followeeId, false);
      } else {
        // A member someone blocked may not follow them.
        await this.blocks.assertNotBlocked(tx, followeeId, followerId);
        const special = action === FOLLOW_ACTIONS.special;
        if (await repo.insertFollow(tx, followerId, followeeId, special)) {
          delta = 1;
          told = await this.notices.followed(tx, followeeId, followerId);
        } else if (special) await repo.setSpecial(tx, followerId, followeeId, true);
      }
      const fans =
        delta !== 0 ? await repo.adjustFollowCounts(tx, followerId, followeeId, delta) : target.fansCount;
      const row = await repo.findFollow(tx, followerId, followeeId);
      return { ...relationOf(row?.special), fans_count: fans };
    });
    const state = await orMissing(write, notFound(FOLLOW_MSG.noUser));
    this.notices.changed(told);
    return state;
  }

  /** Whom a member follows, or their fans; each with the viewer's own relation to them. */
  async list(
    userId: number,
    kind: 'follow' | 'fans',
    q: { start: number; limit: number },
    viewerId: number | null,
  ): Promise<Page<UserCard>> {
    if (!(await findUserById(this.db, userId))) throw notFound(FOLLOW_MSG.noUser);
    const { rows, total } = await repo.listFollowUsers(
      this.db,
      userId,
      kind,
      q.limit,
      (q.start - 1) * q.limit,
    );
    const mine = viewerId
      ? await repo.followsAmong(
          this.db,
          viewerId,
          rows.map((r) => r.id),
        )
      : new Map<number, boolean>();
    const result = rows.map((r) => ({
      ...toUserSummary(r),
      follow_count: r.followCount,
      ...relationOf(mine.get(r.id)),
    }));
    return toPage(result, q.start, q.limit, total);
  }

  /** A user home's header as the viewer sees it. */
  async home(userId: number, viewerId: number | null): Promise<UserHome> {
    const [u, row] = await Promise.all([
      findUserById(this.db, userId),
      viewerId && viewerId !== userId ? repo.findFollow(this.db, viewerId, userId) : undefined,
    ]);
    if (!u) throw notFound(FOLLOW_MSG.noUser);
    return {
      ...toUserSummary(u),
      medal_count: u.medalCount,
      follow_count: u.followCount,
      like_count: u.likeCount,
      ...relationOf(row?.special),
      is_self: viewerId === userId ? 1 : 0,
    };
  }

  /** A user home's post tabs: all, original, forwarded (with the forward comment) or short and life posts. */
  async homeArticles(
    userId: number,
    tab: number,
    q: Paging,
    viewerId: number | null,
  ): Promise<Page<HomePostItem> & { next_cursor?: string }> {
    if (!(await findUserById(this.db, userId))) throw notFound(FOLLOW_MSG.noUser);
    if (tab === HOME_TABS.forward) return this.posts.forwardsOf(userId, q, viewerId);
    const types =
      tab === HOME_TABS.original ? ORIGINAL_TYPES : tab === HOME_TABS.life ? LIFE_TYPES : undefined;
    return this.posts.byAuthors({ ...q, authorId: userId, types, order: ORDERS.publish }, viewerId);
  }

  /**
   * Authors and stocks to follow, for a member whose following feed is empty: the most followed first,
   * then the most active this week (posts published by them, or about the stock); never the member,
   * nor what they follow already, nor a member either of them blocked.
   */
  async suggestions(viewerId: number): Promise<FollowSuggestions> {
    const window = { days: SUGGESTION_DAYS, limit: SUGGESTIONS };
    const [authors, stocks] = await Promise.all([
      repo.suggestedAuthors(this.db, viewerId, window),
      stockRepo.suggestedStocks(this.db, viewerId, window),
    ]);
    return {
      users: authors.map((r) => ({
        ...toUserSummary(r),
        follow_count: r.followCount,
        ...relationOf(undefined),
        week_posts: r.weekPosts,
      })),
      stocks: stocks.map((r) => ({
        ...toStockItem(r.stock),
        follow_count: r.stock.followCount,
        week_posts: r.weekPosts,
      })),
    };
  }

  /** The following feed: posts by followed members, only original ones, or only special follows'. */
  feed(userId: number, tab: number, q: Paging): Promise<PostPage> {
    return this.posts.byAuthors(
      {
        ...q,
        followerId: userId,
        special: tab === FEED_TABS.special,
        types: tab === FEED_TABS.original ? ORIGINAL_TYPES : undefined,
        order: ORDERS.publish,
      },
      userId,
    );
  }
}
