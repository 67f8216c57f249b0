import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PAY_TYPE } from '../../../common/constants';
import { formatServerTime } from '../../../common/format';
import {
  MONEY_MSG,
  MONEY_RULES,
  type OrderKind,
  PAY_STATUS,
  type PayOrder,
  type PayType,
} from '../../../common/money';
import type { Db, Tx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import { type PaidNotice, PayNotifyError, type PayProvider } from '../../providers/pay/types';
import type { LedgerService, Leg } from '../ledger/ledger.service';
import { type Page, toPage } from '../post/post.service';
import type { PayOrderRow } from './pay-order.repo';
import * as repo from './pay-order.repo';

export type { PayOrderRow };

/**
 * What paying an order of one kind means. `credits` distributes what was paid (fen or 工分) among the
 * receiving accounts (its legs sum to `amount`); `fulfil` runs in the payment's transaction (an unlock,
 * an entitlement, a subscription's status); `afterPaid` runs once it has committed (notices).
 */
export interface OrderHandler {
  credits(order: PayOrderRow, asset: 'fen' | 'integral', amount: number): Leg[];
  fulfil?(tx: Tx, order: PayOrderRow): Promise<void>;
  afterPaid?(order: PayOrderRow): void;
}

export interface OrderSpec {
  kind: OrderKind;
  userId: number;
  subject: string;
  /** Fen; 0 for what is priced in 工分 only. */
  money: number;
  /** 工分; for yuan-priced kinds, computed from money when left out. */
  integral?: number;
  payTypes: PayType[];
  payeeId?: number;
  postId?: number;
  commentId?: number;
  targetId?: number;
  meta?: Record<string, unknown>;
}

/** How long an open WeChat order may go without a notify before the sweeper asks WeChat about it. */
const QUIET_WECHAT_SECONDS = 120;
const SWEEP_BATCH = 50;

/**
 * `YS` + China-time yyyyMMddHHmmss + 10 random digits: readable on a receipt, and at 1,000 orders a second
 * two share a number about once in 230 days; the unique constraint catches that and `create` draws again.
 */
function orderNo(now = new Date()): string {
  const china = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  const random = `${randomInt(100_000)}`.padStart(5, '0') + `${randomInt(100_000)}`.padStart(5, '0');
  return `YS${china}${random}`;
}

const ORDER_NO_ATTEMPTS = 3;

/**
 * Pay orders (SPEC §3, §4, §7 "Pay"): every purchase, reward, gift, unlock, bounty and top-up is an order,
 * paid from the wallet or with 工分 inside the pay call, or by WeChat Pay through its notify. The order's
 * guarded status UPDATE and the ledger entry (idempotency key `order:{id}`) commit together, so an order
 * is paid once, by its owner, at its price, or not at all.
 */
export class PayOrderService {
  private readonly handlers = new Map<OrderKind, OrderHandler>();
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
    private readonly provider: PayProvider,
    private readonly createLimit: Limiter,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(kind: OrderKind, handler: OrderHandler): void {
    this.handlers.set(kind, handler);
  }

  private handler(kind: string): OrderHandler {
    const h = this.handlers.get(kind as OrderKind);
    if (!h) throw new Error(`no handler for pay orders of kind ${kind}`);
    return h;
  }

  /** Creates an order (rate limited per member) and, for wallet or 工分, pays it in the same call. */
  async create(spec: OrderSpec, payNow?: PayType): Promise<PayOrder> {
    await this.createLimit.consume(String(spec.userId));
    const integral = spec.integral ?? Math.ceil((spec.money * MONEY_RULES.integralPerYuan) / 100);
    const row = await this.insertWithFreshNo({
      orderNo: orderNo(),
      userId: spec.userId,
      kind: spec.kind,
      subject: spec.subject,
      money: spec.money,
      integral,
      payTypes: spec.payTypes,
      payeeId: spec.payeeId,
      postId: spec.postId,
      commentId: spec.commentId,
      targetId: spec.targetId,
      meta: spec.meta ?? {},
      expiresAt: new Date(Date.now() + MONEY_RULES.orderTtlMinutes * 60_000),
    });
    if (payNow === undefined) return view(row);
    return this.payLoaded(row, spec.userId, payNow);
  }

  private async insertWithFreshNo(order: repo.NewPayOrder): Promise<PayOrderRow> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await repo.insertOrder(this.db, attempt === 1 ? order : { ...order, orderNo: orderNo() });
      } catch (err) {
        if (uniqueViolation(err) !== 'pay_orders_order_no' || attempt >= ORDER_NO_ATTEMPTS) throw err;
      }
    }
  }

  /**
   * The member's open order for the same thing when there is one (the newest tool's page asks on every
   * visit), else a new one; paid in the call for wallet or 工分.
   */
  async createOrReuse(spec: OrderSpec, payNow?: PayType): Promise<PayOrder> {
    const open = await repo.findOpenOrder(this.db, spec.userId, spec.kind, spec.money);
    if (!open) return this.create(spec, payNow);
    return payNow === undefined ? view(open) : this.payLoaded(open, spec.userId, payNow);
  }

  /** /api/v1/pay-order/pay: wallet and 工分 complete here; WeChat answers the code_url to scan. */
  async pay(userId: number, orderId: number, payType: PayType): Promise<PayOrder> {
    return this.payLoaded(await repo.findOrder(this.db, orderId), userId, payType);
  }

  private async payLoaded(
    order: PayOrderRow | undefined,
    userId: number,
    payType: PayType,
  ): Promise<PayOrder> {
    assertPayable(order, userId, payType);
    if (payType === PAY_TYPE.WECHAT) return this.placeAtWechat(order);
    const asset = payType === PAY_TYPE.WALLET ? 'fen' : 'integral';
    const amount = asset === 'fen' ? order.money : order.integral;
    const handler = this.handler(order.kind);
    const payer = { user: userId, asset } as const;
    const legs: Leg[] = [{ account: payer, amount: -amount }, ...handler.credits(order, asset, amount)];
    const paid = await this.ledger.transact(
      legs.map((l) => l.account),
      async (tx, post) => {
        const row = await repo.markPaid(tx, order.id, userId, payType);
        if (!row) throw await this.unpayable(tx, order.id, userId);
        await post({
          kind: order.kind,
          idemKey: `order:${order.id}`,
          payOrderId: order.id,
          actorId: userId,
          memo: order.subject,
          legs,
        });
        await handler.fulfil?.(tx, row);
        return row;
      },
    );
    handler.afterPaid?.(paid);
    // Shown as a QR code before the member chose another way: close it so it cannot be paid twice.
    if (order.codeUrl) {
      this.provider
        .close(order.orderNo)
        .catch((err) => this.log.warn({ err, orderNo: order.orderNo }, 'pay: close failed'));
    }
    return view(paid);
  }

  private async placeAtWechat(order: PayOrderRow): Promise<PayOrder> {
    if (order.codeUrl) return view(order);
    const { codeUrl } = await this.provider.createNative({
      orderNo: order.orderNo,
      amountFen: order.money,
      description: order.subject.slice(0, 127),
      expiresAt: order.expiresAt,
    });
    const row =
      (await repo.setCodeUrl(this.db, order.id, codeUrl)) ?? (await repo.findOrder(this.db, order.id));
    return view(row!);
  }

  /** Why the guarded UPDATE found nothing to pay: read inside the transaction that just failed to. */
  private async unpayable(tx: Tx, id: number, userId: number) {
    const order = await repo.findOrder(tx, id);
    if (!order) return notFound(MONEY_MSG.orderNotFound);
    if (order.userId !== userId) return forbidden(MONEY_MSG.notYourOrder);
    if (order.payStatus === PAY_STATUS.PAID) return conflict(MONEY_MSG.alreadyPaid);
    return conflict(MONEY_MSG.orderClosed);
  }

  /**
   * A WeChat payment, verified (the notify route, or the sweeper's query). Idempotent: a replay, or a
   * notify for an order already paid, changes nothing. A payment of another amount is refused and logged
   * for a person to refund: crediting it would let a tampered amount buy the order.
   */
  async settleWechat(notice: PaidNotice): Promise<'paid' | 'replay' | 'ignored'> {
    if (notice.tradeState !== 'SUCCESS') return 'ignored';
    const order = await repo.findOrderByNo(this.db, notice.orderNo);
    if (!order) throw new PayNotifyError(`notify for unknown order ${notice.orderNo}`);
    if (order.payStatus === PAY_STATUS.PAID) return this.alreadyPaid(order, notice);
    if (notice.amountFen !== order.money || !order.payTypes.includes(PAY_TYPE.WECHAT)) {
      this.log.error(
        { orderNo: order.orderNo, paid: notice.amountFen, price: order.money },
        'pay: WeChat amount differs',
      );
      throw new PayNotifyError(MONEY_MSG.amountMismatch);
    }
    const handler = this.handler(order.kind);
    const source = { platform: 'wechat', asset: 'fen' } as const;
    const legs: Leg[] = [
      { account: source, amount: -order.money },
      ...handler.credits(order, 'fen', order.money),
    ];
    const paid = await this.ledger.transact(
      legs.map((l) => l.account),
      async (tx, post) => {
        const row = await repo.markPaidByWechat(tx, order.id, notice.transactionId);
        if (!row) return undefined;
        await post({
          kind: order.kind,
          idemKey: `order:${order.id}`,
          payOrderId: order.id,
          actorId: null,
          memo: `${order.subject}（微信支付 ${notice.transactionId}）`,
          legs,
        });
        await handler.fulfil?.(tx, row);
        return row;
      },
    );
    if (!paid) return this.alreadyPaid((await repo.findOrder(this.db, order.id))!, notice);
    handler.afterPaid?.(paid);
    return 'paid';
  }

  /**
   * A notify for an order already paid: the same WeChat payment again (a replay), or a second payment of
   * it (paid by wallet meanwhile, or scanned twice), which is kept by nobody's books: logged for a refund.
   */
  private alreadyPaid(order: PayOrderRow, notice: PaidNotice): 'replay' {
    if (order.wechatTxnId !== notice.transactionId) {
      this.log.error(
        { orderNo: order.orderNo, transactionId: notice.transactionId, amount: notice.amountFen },
        'pay: a second payment of a paid order; refund it',
      );
    }
    return 'replay';
  }

  /** /api/v1/pay-order/info: the member's own order, by id or number (the QR dialog polls this). */
  async info(userId: number, q: { id?: number; no?: string }): Promise<PayOrder> {
    const order =
      q.id !== undefined ? await repo.findOrder(this.db, q.id) : await repo.findOrderByNo(this.db, q.no!);
    if (!order) throw notFound(MONEY_MSG.orderNotFound);
    if (order.userId !== userId) throw forbidden(MONEY_MSG.notYourOrder);
    return view(order);
  }

  /** An order as the local scan-to-pay page shows it: no owner check (the page is the payer's phone). */
  async byNo(no: string): Promise<PayOrder | null> {
    const order = await repo.findOrderByNo(this.db, no);
    return order ? view(order) : null;
  }

  async list(userId: number, q: { kind?: OrderKind; start: number; limit: number }): Promise<Page<PayOrder>> {
    const { rows, total } = await repo.listOrders(this.db, userId, {
      kind: q.kind,
      offset: (q.start - 1) * q.limit,
      limit: q.limit,
    });
    return toPage(rows.map(view), q.start, q.limit, total);
  }

  /**
   * Closes what expired and asks WeChat about orders it placed there that heard nothing: a payment found
   * is settled, an expired unpaid one is closed at WeChat and here. Runs every minute on every instance;
   * each step is a guarded UPDATE, so instances sweeping together do no harm.
   */
  async sweep(): Promise<{ closed: number; settled: number }> {
    let closed = await repo.closeExpiredLocal(this.db);
    let settled = 0;
    for (const order of await repo.wechatOrdersToQuery(this.db, QUIET_WECHAT_SECONDS, SWEEP_BATCH)) {
      // One order WeChat cannot answer about now must not hold up the rest: the next sweep retries it.
      try {
        const paid = await this.provider.query(order.orderNo);
        if (paid) {
          if ((await this.settleWechat(paid)) === 'paid') settled++;
        } else if (order.expiresAt.getTime() <= Date.now()) {
          await this.provider.close(order.orderNo);
          if (await repo.closeOrder(this.db, order.id)) closed++;
        }
      } catch (err) {
        this.log.error({ err, orderNo: order.orderNo }, 'pay: sweeping an order failed');
      }
    }
    return { closed, settled };
  }

  startSweeping(everyMs = 60_000): void {
    this.sweepTimer ??= setInterval(() => {
      this.sweep().catch((err) => this.log.error({ err }, 'pay: sweep failed'));
    }, everyMs).unref();
  }

  stopSweeping(): void {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
  }
}

/** The checks a client can fail before any money moves (the guarded UPDATE re-decides them atomically). */
function assertPayable(
  order: PayOrderRow | undefined,
  userId: number,
  payType: PayType,
): asserts order is PayOrderRow {
  if (!order) throw notFound(MONEY_MSG.orderNotFound);
  if (order.userId !== userId) throw forbidden(MONEY_MSG.notYourOrder);
  if (order.payStatus === PAY_STATUS.PAID) throw conflict(MONEY_MSG.alreadyPaid);
  if (order.payStatus === PAY_STATUS.CLOSED || order.expiresAt.getTime() <= Date.now()) {
    throw conflict(MONEY_MSG.orderClosed);
  }
  if (!order.payTypes.includes(payType)) throw badRequest(MONEY_MSG.payTypeNotAccepted);
}

export function view(o: PayOrderRow): PayOrder {
  return {
    pay_order_id: o.id,
    order_no: o.orderNo,
    kind: o.kind as OrderKind,
    subject: o.subject,
    money: o.money,
    integral: o.integral,
    pay_types: o.payTypes,
    pay_type: o.payType,
    pay_status: o.payStatus,
    code_url: o.codeUrl,
    create_time: formatServerTime(o.createdAt),
    pay_time: o.paidAt ? formatServerTime(o.paidAt) : null,
    expire_time: formatServerTime(o.expiresAt),
    target: String(o.meta.target ?? o.targetId ?? ''),
  };
}
