import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { badRequest } from '../../lib/errors';
import type { NativeOrder, NotifyRequest, PaidNotice, PayProvider } from './types';
import {
  buildNotify,
  type NotifyKeys,
  noticeOf,
  type PlatformSigner,
  rfc3339,
  verifyNotify,
  type WechatTransaction,
} from './wechat-v3';

/** Where the local QR code points: the scan-to-pay page of server/modules/pay/pay-notify.routes.ts. */
export const LOCAL_SCAN_PATH = '/pay/scan';
export const WECHAT_PAY_OFF = '微信支付暂未开通';

const LOCAL_MCH_ID = '1900000000';
const LOCAL_APP_ID = 'wx-local';

/**
 * WeChat Pay's local stand-in (no merchant configured). Its platform key pair and APIv3 key are made at
 * start and live in memory; the scan-to-pay page confirms a payment here, which answers the notify WeChat
 * would send, and that notify is verified by the production code (wechat-v3.ts `verifyNotify`). In
 * production it refuses every payment and the page is off, so nothing can be paid without a merchant.
 */
export class LocalPayProvider implements PayProvider {
  readonly kind = 'local' as const;
  private readonly signer: PlatformSigner;
  private readonly keys: NotifyKeys;
  /** Payments confirmed on the page, by order number: what `query` answers, as WeChat would. */
  private readonly paid = new Map<string, WechatTransaction>();
  private readonly closed = new Set<string>();
  /** time_expire of the orders placed since start: WeChat refuses to pay an order past it. */
  private readonly expiry = new Map<string, number>();

  constructor(
    private readonly publicOrigin: string,
    /** False in production: createNative refuses and the scan page answers 404. */
    readonly enabled: boolean,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const serial = randomBytes(20).toString('hex').toUpperCase();
    this.signer = { serial, privateKey };
    this.keys = {
      mchId: LOCAL_MCH_ID,
      // 32 printable bytes, like the APIv3 key a merchant sets in its console.
      apiV3Key: randomBytes(16).toString('hex'),
      platform: { serial, publicKey },
    };
  }

  async createNative(order: NativeOrder): Promise<{ codeUrl: string }> {
    if (!this.enabled) throw badRequest(WECHAT_PAY_OFF);
    this.expiry.set(order.orderNo, order.expiresAt.getTime());
    return { codeUrl: `${this.publicOrigin}${LOCAL_SCAN_PATH}/${encodeURIComponent(order.orderNo)}` };
  }

  async verifyNotify(req: NotifyRequest): Promise<PaidNotice> {
    return verifyNotify(this.keys, req);
  }

  async query(orderNo: string): Promise<PaidNotice | null> {
    const tx = this.paid.get(orderNo);
    return tx ? noticeOf(tx, this.keys.mchId) : null;
  }

  async close(orderNo: string): Promise<void> {
    if (!this.paid.has(orderNo)) this.closed.add(orderNo);
  }

  /**
   * The member paid on the scan page: records the payment (so `query` finds it even if the notify is
   * lost) and answers the notify WeChat would deliver; paying again answers the same transaction. A
   * closed or expired order cannot be paid, as at WeChat (null).
   */
  confirm(order: { orderNo: string; amountFen: number }): NotifyRequest | null {
    if (!this.enabled) return null;
    let tx = this.paid.get(order.orderNo);
    if (!tx) {
      if (this.closed.has(order.orderNo) || (this.expiry.get(order.orderNo) ?? Infinity) <= Date.now())
        return null;
      tx = this.transaction(order.orderNo, order.amountFen);
      this.paid.set(order.orderNo, tx);
    }
    return this.notify(tx);
  }

  /** A successful transaction of the local merchant (the confirm path, and tests that forge variants). */
  transaction(orderNo: string, amountFen: number): WechatTransaction {
    return {
      appid: LOCAL_APP_ID,
      mchid: LOCAL_MCH_ID,
      out_trade_no: orderNo,
      transaction_id: `4200${Date.now()}${randomBytes(4).toString('hex')}`,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      success_time: rfc3339(new Date()),
      payer: { openid: 'o-local-payer' },
      amount: { total: amountFen, payer_total: amountFen, currency: 'CNY', payer_currency: 'CNY' },
    };
  }

  /** The notify of a transaction, signed with the local platform key (tests pass a timestamp to age it). */
  notify(tx: WechatTransaction, opts: { ts?: number } = {}): NotifyRequest {
    return buildNotify(this.signer, this.keys.apiV3Key, tx, opts);
  }
}
