import { PAY_TYPE } from '../../../common/constants';
import { formatPrice, formatServerTime } from '../../../common/format';
import { MONEY_MSG, MONEY_RULES, type PayOrder, type PayType, shareOf } from '../../../common/money';
import type { Db, Tx } from '../../db/client';
import { COMMENT_STATUS } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { findCommentWithPost } from '../comment/comment.repo';
import type { Leg } from '../ledger/ledger.service';
import type { NoticeService } from '../notice/notice.service';
import type { OrderHandler, PayOrderRow, PayOrderService } from '../pay/pay-order.service';
import { type Page, toPage } from '../post/post.service';
import { findPublishedPost } from '../reaction/reaction.repo';
import { findUserById } from '../user/user.repo';
import * as repo from './reward.repo';

const POST_GONE = '文章不存在或已删除';
const COMMENT_GONE = '评论不存在或已删除';
const USER_GONE = '用户不存在';

export interface RewardItem {
  user_id: number;
  nickname: string;
  avatar: string;
  money: number;
  integral: number;
  pay_type: number;
  create_time: string;
}

/**
 * What passes from one member to another: rewards (打赏, yuan or 工分), gifts of 工分 and unlocking a paid
 * post. The receiver is credited in the payment's transaction: a yuan reward minus the platform's share
 * (config), 工分 minus the burned share (MONEY_RULES.transferBurnBp); an income notice tells them.
 */
export class RewardService {
  constructor(
    private readonly db: Db,
    private readonly payOrders: PayOrderService,
    private readonly notices: NoticeService,
    private readonly platformShareBp: number,
  ) {
    const toPayee: OrderHandler = {
      credits: (order, asset, amount) => this.payeeCredits(order, asset, amount),
      afterPaid: (order) => this.notices.changed([order.payeeId!]),
    };
    payOrders.register('reward', { ...toPayee, fulfil: (tx, o) => this.tell(tx, o, '打赏了你') });
    payOrders.register('gift', { ...toPayee, fulfil: (tx, o) => this.tell(tx, o, '赠送给你') });
    payOrders.register('unlock', {
      ...toPayee,
      fulfil: async (tx, o) => {
        if (!(await repo.insertUnlock(tx, o.userId, o.postId!, o.id)))
          throw conflict(MONEY_MSG.alreadyUnlocked);
        await this.tell(tx, o, '解锁了你的文章，支付');
      },
    });
  }

  /** The receiver's share and the platform's: fen to the revenue account, 工分 partly burned. */
  private payeeCredits(order: PayOrderRow, asset: 'fen' | 'integral', amount: number): Leg[] {
    const payee = { user: order.payeeId!, asset };
    if (asset === 'fen') {
      const fee = shareOf(amount, this.platformShareBp);
      return [
        { account: payee, amount: amount - fee },
        { account: { platform: 'revenue', asset }, amount: fee },
      ];
    }
    const burned = shareOf(amount, MONEY_RULES.transferBurnBp);
    return [
      { account: payee, amount: amount - burned },
      { account: { platform: 'burn', asset }, amount: burned },
    ];
  }

  private async tell(tx: Tx, o: PayOrderRow, verb: string) {
    const paid = o.payType === PAY_TYPE.WORK_POINTS ? `${o.integral}工分` : `¥${formatPrice(o.money)}`;
    await this.notices.income(tx, {
      recipientId: o.payeeId!,
      actorId: o.userId,
      postId: o.postId,
      commentId: o.commentId,
      content: `${verb} ${paid}`,
    });
  }

  /** 打赏 a post's author, or a comment's when `commentId` is given. */
  async reward(
    userId: number,
    b: { article_id: string; comment_id?: number; money: number; pay_type?: PayType },
  ): Promise<PayOrder> {
    if (b.money > MONEY_RULES.rewardMaxFen) throw badRequest(MONEY_MSG.rewardRange);
    const post = await findPublishedPost(this.db, b.article_id);
    if (!post) throw notFound(POST_GONE);
    let payeeId = post.userId;
    let what = post.title || post.summary.slice(0, 20) || '短文';
    if (b.comment_id !== undefined) {
      const found = await findCommentWithPost(this.db, b.comment_id);
      if (!found || found.post.id !== post.id || found.comment.status !== COMMENT_STATUS.VISIBLE)
        throw notFound(COMMENT_GONE);
      payeeId = found.comment.userId;
      what = `${what}的评论`;
    }
    if (payeeId === userId) throw badRequest(MONEY_MSG.selfReward);
    return this.payOrders.create(
      {
        kind: 'reward',
        userId,
        subject: `打赏：${what}`.slice(0, 60),
        money: b.money,
        payTypes: [PAY_TYPE.WALLET, PAY_TYPE.WECHAT, PAY_TYPE.WORK_POINTS],
        payeeId,
        postId: post.id,
        commentId: b.comment_id,
        meta: { target: post.articleId },
      },
      b.pay_type,
    );
  }

  /** 赠送工分 from a member's home page: 工分 only. */
  async gift(
    userId: number,
    b: { user_id: number; integral: number; pay_type?: PayType },
  ): Promise<PayOrder> {
    if (b.user_id === userId) throw badRequest(MONEY_MSG.selfGift);
    if (b.integral > MONEY_RULES.giftMax) throw badRequest(MONEY_MSG.giftRange);
    const to = await findUserById(this.db, b.user_id);
    if (!to) throw notFound(USER_GONE);
    return this.payOrders.create(
      {
        kind: 'gift',
        userId,
        subject: `赠送工分给${to.nickname}`,
        money: 0,
        integral: b.integral,
        payTypes: [PAY_TYPE.WORK_POINTS],
        payeeId: to.id,
        meta: { target: String(to.id) },
      },
      b.pay_type,
    );
  }

  /** Unlocks a post priced in 工分 (read_integral): once, for good, through the read gate. */
  async unlock(userId: number, b: { article_id: string; pay_type?: PayType }): Promise<PayOrder> {
    const post = await findPublishedPost(this.db, b.article_id);
    if (!post) throw notFound(POST_GONE);
    if (post.readIntegral <= 0) throw badRequest(MONEY_MSG.notPaidPost);
    if (post.userId === userId) throw badRequest(MONEY_MSG.selfUnlock);
    if (await repo.hasUnlocked(this.db, userId, post.id)) throw conflict(MONEY_MSG.alreadyUnlocked);
    return this.payOrders.create(
      {
        kind: 'unlock',
        userId,
        subject: `解锁：${post.title || post.summary.slice(0, 20) || '付费文章'}`.slice(0, 60),
        money: 0,
        integral: post.readIntegral,
        payTypes: [PAY_TYPE.WORK_POINTS],
        payeeId: post.userId,
        postId: post.id,
        meta: { target: post.articleId },
      },
      b.pay_type,
    );
  }

  /** Who rewarded a post (and its comments): public, newest first. */
  async rewards(articleId: string, q: { start: number; limit: number }): Promise<Page<RewardItem>> {
    const post = await findPublishedPost(this.db, articleId);
    if (!post) throw notFound(POST_GONE);
    const { rows, total } = await repo.listRewards(this.db, post.id, (q.start - 1) * q.limit, q.limit);
    return toPage(
      rows.map((r) => ({
        user_id: r.userId,
        nickname: r.nickname,
        avatar: r.avatar,
        money: r.money,
        integral: r.integral,
        pay_type: r.payType ?? PAY_TYPE.WECHAT,
        create_time: formatServerTime(r.paidAt),
      })),
      q.start,
      q.limit,
      total,
    );
  }
}
