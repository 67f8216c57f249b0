import { formatServerTime } from '../../../common/format';
import {
  ACTION_TYPES,
  type ActionItem,
  type ActionType,
  ENERGY_GATED_POWERS,
  POWER_REASON,
  POWERS,
  type PowerItem,
  READ_LIMIT_PRESETS,
  type ReadLimit,
} from '../../../common/member';
import { ENERGY_POWERS } from '../../../common/money';
import { READ_LIMIT_MAX_DAYS } from '../../../common/post';
import { HOME_TABS, LIFE_TYPES, ORIGINAL_TYPES } from '../../../common/social';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { HomePostItem } from '../follow/follow.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { PostRow } from '../post/post.repo';
import { type Page, type PostService, toPage } from '../post/post.service';
import { findUserById } from '../user/user.repo';
import { isBanned, USER_MSG } from '../user/user.service';
import * as repo from './member.repo';

type Paging = { start: number; limit: number };

/** The member centre's lists and the member's permissions (/mine/*). */
export class MemberService {
  constructor(
    private readonly db: Db,
    private readonly posts: PostService,
    private readonly ledger: LedgerService,
  ) {}

  /**
   * /mine/article: the member's own posts in any state but draft and deleted (the state is each item's
   * `status`), or their forwards; items as every post list serialises them.
   */
  async myArticles(userId: number, tab: number, q: Paging): Promise<Page<HomePostItem>> {
    if (tab === HOME_TABS.forward) return this.posts.forwardsOf(userId, q, userId);
    const types =
      tab === HOME_TABS.original ? ORIGINAL_TYPES : tab === HOME_TABS.life ? LIFE_TYPES : undefined;
    const { rows, total } = await repo.listOwnPosts(this.db, userId, types, q.limit, (q.start - 1) * q.limit);
    return toPage(await this.posts.items(rows, userId, false), q.start, q.limit, total);
  }

  /** /mine/action: the posts the member liked or collected, or commented on with each comment. */
  async actions(userId: number, type: ActionType, q: Paging): Promise<Page<ActionItem>> {
    const offset = (q.start - 1) * q.limit;
    if (type === ACTION_TYPES.comment) {
      const { rows, total } = await repo.listOwnComments(this.db, userId, q.limit, offset);
      return this.actionPage(rows, total, userId, q, (r) => ({
        comment_id: r.commentId,
        content: r.content,
        parent_id: r.parentId,
      }));
    }
    const list = type === ACTION_TYPES.like ? repo.listLikedPosts : repo.listCollectedPosts;
    const { rows, total } = await list(this.db, userId, q.limit, offset);
    return this.actionPage(rows, total, userId, q, () => null);
  }

  private async actionPage<R extends { post: PostRow; at: Date }>(
    rows: R[],
    total: number,
    userId: number,
    q: Paging,
    commentOf: (row: R) => ActionItem['action']['comment'],
  ): Promise<Page<ActionItem>> {
    const items = await this.posts.items(
      rows.map((r) => r.post),
      userId,
      false,
    );
    const result = items.map((item, i) => ({
      ...item,
      action: { create_time: formatServerTime(rows[i].at), comment: commentOf(rows[i]) },
    }));
    return toPage(result, q.start, q.limit, total);
  }

  /** /mine/power: the catalogue of POWERS, each granted or with the reason it is not. */
  async powers(userId: number): Promise<PowerItem[]> {
    const [user, energy] = await Promise.all([
      findUserById(this.db, userId),
      this.ledger.balance(userId, 'energy'),
    ]);
    if (!user) throw notFound(USER_MSG.noUser);
    const banned = isBanned(user);
    const energyShort = energy < ENERGY_POWERS.paidPost;
    return POWERS.map((p) => {
      const reason = banned
        ? POWER_REASON.banned
        : energyShort && ENERGY_GATED_POWERS.has(p.key)
          ? POWER_REASON.energyShort
          : '';
      return { ...p, granted: reason === '', reason };
    });
  }

  /** /api/v1/user/read/limit: whether the member may set a read limit, and the days the form offers. */
  async readLimit(userId: number): Promise<ReadLimit> {
    const powers = await this.powers(userId);
    return {
      allowed: powers.some((p) => p.key === 'read_limit' && p.granted),
      max_days: READ_LIMIT_MAX_DAYS,
      presets: [...READ_LIMIT_PRESETS],
    };
  }
}
