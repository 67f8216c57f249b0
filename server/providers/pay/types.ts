/**
 * WeChat Pay (API v3, Native: the member scans a QR code). The production adapter talks to WeChat; the
 * local adapter (no merchant configured) issues a scan-to-pay page of our own whose notify is signed with
 * a local key and goes through the very same verification path (docs/decisions/0018-ledger.md).
 */

export interface NativeOrder {
  orderNo: string;
  /** Fen. */
  amountFen: number;
  description: string;
  expiresAt: Date;
}

/** A payment WeChat reports, after its signature was verified and its resource decrypted. */
export interface PaidNotice {
  orderNo: string;
  transactionId: string;
  /** Fen actually paid. */
  amountFen: number;
  /** WeChat's trade_state: only 'SUCCESS' means paid. */
  tradeState: string;
}

export interface NotifyRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: the signature covers these bytes. */
  rawBody: string;
}

export interface PayProvider {
  readonly kind: 'wechat' | 'local';
  /** Places a Native order; answers the code_url the QR code encodes. */
  createNative(order: NativeOrder): Promise<{ codeUrl: string }>;
  /** Verifies a notify's signature and decrypts its resource; throws PayNotifyError on anything forged. */
  verifyNotify(req: NotifyRequest): Promise<PaidNotice>;
  /** Asks WeChat about an order that got no notify: the paid notice, or null while unpaid. */
  query(orderNo: string): Promise<PaidNotice | null>;
  /** Closes an unpaid order at WeChat (on expiry). */
  close(orderNo: string): Promise<void>;
}

export class PayNotifyError extends Error {
  override name = 'PayNotifyError';
}
