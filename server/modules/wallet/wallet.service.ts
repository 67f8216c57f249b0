import { PAY_TYPE } from '../../../common/constants';
import { formatServerTime } from '../../../common/format';
import {
  type Asset,
  type Balances,
  MONEY_MSG,
  MONEY_RULES,
  type NewestToolOffer,
  type PayOrder,
  type PayType,
  type StatementItem,
} from '../../../common/money';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { LedgerService } from '../ledger/ledger.service';
import type { PayOrderService } from '../pay/pay-order.service';
import { type Page, toPage } from '../post/post.service';
import * as repo from './wallet.repo';

const NEWEST_TOOL = 'newest_tool';

/**
 * The member's own money: balances, statements, topping the wallet up by WeChat, and the newest-post
 * tool's access (bought for `toolDays` days, extended by each renewal; its gate reads `hasNewestTool`).
 */
export class WalletService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly payOrders: PayOrderService,
    private readonly tool: { priceFen: number; days: number },
  ) {
    payOrders.register('topup', {
      credits: (order, asset, amount) => [{ account: { user: order.userId, asset }, amount }],
    });
    payOrders.register('newest_tool', {
      // The platform's own goods: yuan are revenue, 工分 are all burned (MONEY_RULES.platformGoodsBurnBp).
      credits: (_order, asset, amount) => [
        { account: { platform: asset === 'fen' ? 'revenue' : 'burn', asset }, amount },
      ],
      fulfil: async (tx, order) => {
        await repo.extendEntitlement(
          tx,
          order.userId,
          NEWEST_TOOL,
          Number(order.meta.days ?? this.tool.days),
        );
      },
    });
  }

  balances(userId: number): Promise<Balances> {
    return this.ledger.balances(userId);
  }

  async statement(
    userId: number,
    q: { asset: Asset; direction: 'all' | 'in' | 'out'; kind?: string; start: number; limit: number },
  ): Promise<Page<StatementItem>> {
    const { rows, total } = await this.ledger.statement(userId, q.asset, q);
    return toPage(rows, q.start, q.limit, total);
  }

  /** 充值: WeChat only (the wallet cannot pay for itself, and 工分 do not buy yuan). */
  recharge(userId: number, fen: number): Promise<PayOrder> {
    if (fen < MONEY_RULES.topupMinFen || fen > MONEY_RULES.topupMaxFen)
      throw badRequest(MONEY_MSG.topupRange);
    return this.payOrders.create({
      kind: 'topup',
      userId,
      subject: '钱包充值',
      money: fen,
      payTypes: [PAY_TYPE.WECHAT],
    });
  }

  async hasNewestTool(userId: number): Promise<boolean> {
    const end = await repo.entitlementEnd(this.db, userId, NEWEST_TOOL);
    return !!end && end.getTime() > Date.now();
  }

  /**
   * /api/v1/user/newest-article-tool (SPEC §7: pay_order_id and money): the member's access and an order
   * for `days` more days (their open one when there is one), paid in the same call for wallet or 工分.
   */
  async newestTool(userId: number, payType?: PayType): Promise<NewestToolOffer> {
    const order = await this.payOrders.createOrReuse(
      {
        kind: 'newest_tool',
        userId,
        subject: `最新帖子工具 ${this.tool.days}天`,
        money: this.tool.priceFen,
        payTypes: [PAY_TYPE.WALLET, PAY_TYPE.WECHAT, PAY_TYPE.WORK_POINTS],
        meta: { days: this.tool.days },
      },
      payType,
    );
    const ends = await repo.entitlementEnd(this.db, userId, NEWEST_TOOL);
    return {
      pay_order_id: order.pay_order_id,
      money: this.tool.priceFen,
      days: this.tool.days,
      expire_time: ends && ends.getTime() > Date.now() ? formatServerTime(ends) : '',
      available: !!ends && ends.getTime() > Date.now(),
      order,
    };
  }
}
