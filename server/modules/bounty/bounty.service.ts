import type { FastifyBaseLogger } from 'fastify';
import { PAY_TYPE } from '../../../common/constants';
import { formatServerTime } from '../../../common/format';
import {
  ENERGY_POWERS,
  MONEY_MSG,
  MONEY_RULES,
  type PayOrder,
  type PayType,
  shareOf,
} from '../../../common/money';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { LedgerService, Leg } from '../ledger/ledger.service';
import type { NoticeService } from '../notice/notice.service';
import type { PayOrderService } from '../pay/pay-order.service';
import * as repo from './bounty.repo';

const POST_GONE = '文章不存在或已删除';
/** Due bounties settled per sweep; the next sweep takes the rest. */
const SETTLE_BATCH = 50;

export interface BountyView {
  article_id: string;
  integral: number;
  status: number;
  deadline: string;
  winner_comment_id: number | null;
}

export const bountyView = (b: repo.BountyRow, articleId: string): BountyView => ({
  article_id: articleId,
  integral: b.integral,
  status: b.status,
  deadline: formatServerTime(b.deadline),
  winner_comment_id: b.winnerCommentId,
});

/**
 * How a bounty of `integral` is shared among the most-liked answers (ordered most liked first) when the
 * asker picked none: the burned share first (as on every transfer between members), the rest in equal
 * parts, the remainder of the division to the most-liked answer. No answer: everything back to the asker.
 */
export function splitShares(
  integral: number,
  answers: { userId: number }[],
): { burned: number; shares: number[] } {
  if (answers.length === 0) return { burned: 0, shares: [] };
  const burned = shareOf(integral, MONEY_RULES.transferBurnBp);
  const rest = integral - burned;
  const each = Math.floor(rest / answers.length);
  const shares = answers.map(() => each);
  shares[0] += rest - each * answers.length;
  return { burned, shares };
}

/**
 * Question bounties (悬赏, common/legal.ts "bounty" states the rule): the asker of an ask post pays 工分
 * into escrow through a pay order; picking an answer pays its author minus the burned share; with no pick
 * by the deadline the bounty is split among the most-liked answers, or refunded when none has a like.
 * A bounty closes once: a guarded UPDATE from open and the ledger key `bounty:{postId}:settle`.
 */
export class BountyService {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly payOrders: PayOrderService,
    private readonly notices: NoticeService,
    private readonly log: FastifyBaseLogger,
  ) {
    payOrders.register('bounty', {
      credits: (_order, asset, amount) => [{ account: { platform: 'escrow', asset }, amount }],
      fulfil: async (tx, order) => {
        const opened = await repo.insertBounty(tx, {
          postId: order.postId!,
          userId: order.userId,
          integral: order.integral,
          payOrderId: order.id,
          days: MONEY_RULES.bountyDays,
        });
        // Rolls the payment back: a post carries one bounty, however many orders raced to open it.
        if (!opened) throw conflict(MONEY_MSG.bountyExists);
      },
    });
  }

  /** 设置悬赏: the asker's 工分 go to escrow when the order is paid (工分 only; paid in this call with pay_type 3). */
  async add(
    userId: number,
    b: { article_id: string; integral: number; pay_type?: PayType },
  ): Promise<PayOrder> {
    const post = await this.askOf(b.article_id, userId);
    if (b.integral < MONEY_RULES.bountyMin || b.integral > MONEY_RULES.bountyMax)
      throw badRequest(MONEY_MSG.bountyRange);
    if (await repo.findBounty(this.db, post.id)) throw conflict(MONEY_MSG.bountyExists);
    if ((await this.ledger.balance(userId, 'energy')) < ENERGY_POWERS.paidPost)
      throw forbidden(MONEY_MSG.energyShort);
    return this.payOrders.create(
      {
        kind: 'bounty',
        userId,
        subject: `悬赏：${post.title}`.slice(0, 60),
        money: 0,
        integral: b.integral,
        payTypes: [PAY_TYPE.WORK_POINTS],
        postId: post.id,
        meta: { target: post.articleId },
      },
      b.pay_type,
    );
  }

  /** 采纳: the asker picks another member's answer; its author gets the bounty minus the burned share. */
  async adopt(userId: number, b: { article_id: string; comment_id: number }): Promise<BountyView> {
    const post = await this.askOf(b.article_id, userId);
    const bounty = await repo.findBounty(this.db, post.id);
    if (!bounty) throw notFound(MONEY_MSG.bountyNone);
    const answer = await repo.findAnswer(this.db, post.id, b.comment_id);
    if (!answer || answer.userId === userId) throw badRequest(MONEY_MSG.answerInvalid);
    const burned = shareOf(bounty.integral, MONEY_RULES.transferBurnBp);
    const legs: Leg[] = [
      { account: { platform: 'escrow', asset: 'integral' }, amount: -bounty.integral },
      { account: { user: answer.userId, asset: 'integral' }, amount: bounty.integral - burned },
      { account: { platform: 'burn', asset: 'integral' }, amount: burned },
    ];
    const { row, told } = await this.ledger.transact(
      legs.map((l) => l.account),
      async (tx, post_) => {
        const row = await repo.markAdopted(tx, post.id, answer.id);
        if (!row) throw conflict(MONEY_MSG.bountyClosed);
        await post_({
          kind: 'bounty_award',
          idemKey: `bounty:${post.id}:settle`,
          actorId: userId,
          memo: `悬赏采纳：${post.title}`.slice(0, 60),
          legs,
        });
        const told = await this.notices.income(tx, {
          recipientId: answer.userId,
          actorId: userId,
          postId: post.id,
          commentId: answer.id,
          content: `采纳了你的回答，悬赏 ${bounty.integral - burned}工分`,
        });
        return { row, told };
      },
    );
    this.notices.changed(told);
    return bountyView(row, post.articleId);
  }

  /** /bounty/detail (public): the post's bounty, or null. */
  async detail(articleId: string): Promise<BountyView | null> {
    const post = await repo.findPublishedPost(this.db, articleId);
    if (!post) throw notFound(POST_GONE);
    const bounty = await repo.findBounty(this.db, post.id);
    return bounty ? bountyView(bounty, post.articleId) : null;
  }

  /**
   * Settles open bounties past their deadline by the rule, each in its own transaction. Idempotent and
   * safe on several instances at once: the guarded UPDATE and the ledger key let one run settle each.
   * Answers how many this run settled.
   */
  async settleDue(): Promise<number> {
    let settled = 0;
    for (const bounty of await repo.dueBounties(this.db, SETTLE_BATCH)) {
      if (await this.settle(bounty)) settled++;
    }
    return settled;
  }

  private async settle(bounty: repo.BountyRow): Promise<boolean> {
    const answers = await repo.topLikedAnswers(
      this.db,
      bounty.postId,
      bounty.userId,
      MONEY_RULES.bountySplitTop,
    );
    const { burned, shares } = splitShares(bounty.integral, answers);
    const escrow = { platform: 'escrow', asset: 'integral' } as const;
    const legs: Leg[] =
      answers.length === 0
        ? [{ account: { user: bounty.userId, asset: 'integral' }, amount: bounty.integral }]
        : [
            ...answers.map((a, i) => ({
              account: { user: a.userId, asset: 'integral' as const },
              amount: shares[i],
            })),
            { account: { platform: 'burn', asset: 'integral' }, amount: burned },
          ];
    legs.push({ account: escrow, amount: -bounty.integral });
    const status = answers.length === 0 ? repo.BOUNTY_STATUS.REFUNDED : repo.BOUNTY_STATUS.SPLIT;
    const told = await this.ledger.transact(
      legs.map((l) => l.account),
      async (tx, post) => {
        if (!(await repo.markSettled(tx, bounty.postId, status))) return null;
        const split = status === repo.BOUNTY_STATUS.SPLIT;
        await post({
          kind: split ? 'bounty_split' : 'bounty_refund',
          idemKey: `bounty:${bounty.postId}:settle`,
          actorId: null,
          memo: split ? '悬赏到期未采纳，由点赞最多的回答瓜分' : '悬赏到期未采纳且无获赞回答，全额退回',
          legs,
        });
        const notices = split
          ? answers.map((a, i) => ({
              recipientId: a.userId,
              commentId: a.id,
              content: `悬赏到期未采纳，你的回答获赞较多，分得 ${shares[i]}工分`,
            }))
          : [
              {
                recipientId: bounty.userId,
                commentId: null,
                content: `悬赏到期无人获得，退回 ${bounty.integral}工分`,
              },
            ];
        const told: number[] = [];
        for (const n of notices) {
          told.push(...(await this.notices.income(tx, { ...n, actorId: null, postId: bounty.postId })));
        }
        return told;
      },
    );
    if (!told) return false;
    this.notices.changed(told);
    return true;
  }

  /** Settles due bounties every `everyMs` (the timer never holds the process open). */
  startSettling(everyMs = 60_000): void {
    this.timer ??= setInterval(() => {
      this.settleDue().catch((err) => this.log.error({ err }, 'bounty: settlement failed'));
    }, everyMs).unref();
  }

  stopSettling(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The published ask post, asked by this member. */
  private async askOf(articleId: string, userId: number): Promise<repo.AskPost> {
    const post = await repo.findPublishedPost(this.db, articleId);
    if (!post) throw notFound(POST_GONE);
    if (post.type !== 'ask') throw badRequest(MONEY_MSG.notAsk);
    if (post.userId !== userId) throw forbidden(MONEY_MSG.notAsker);
    return post;
  }
}
