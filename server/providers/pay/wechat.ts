import type { FastifyBaseLogger } from 'fastify';
import { MONEY_MSG } from '../../../common/money';
import type { WechatPayConfig } from '../../config';
import { badRequest } from '../../lib/errors';
import type { NativeOrder, NotifyRequest, PaidNotice, PayProvider } from './types';
import {
  authorization,
  type MerchantKey,
  type NotifyKeys,
  noticeOf,
  privateKeyOf,
  publicKeyOf,
  rfc3339,
  verifyNotify,
  verifyPlatformSignature,
  type WechatTransaction,
} from './wechat-v3';

const TIMEOUT_MS = 10_000;

/** A call to WeChat Pay that failed: its HTTP status and WeChat's error code (`-` for transport). */
export class WechatPayError extends Error {
  override readonly name = 'WechatPayError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`wechat pay ${status} ${code}: ${message}`);
  }
}

/**
 * WeChat Pay API v3, Native (pay.weixin.qq.com/doc/v3/merchant/4012791877 and neighbours): orders placed
 * with a signed request, answers and notifies verified against the platform key before they are believed
 * (a query's SUCCESS settles an order just as a notify does).
 */
export class WechatPayProvider implements PayProvider {
  readonly kind = 'wechat' as const;
  private readonly merchant: MerchantKey;
  private readonly keys: NotifyKeys;

  constructor(
    private readonly config: WechatPayConfig,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {
    this.merchant = {
      mchId: config.mchId,
      serialNo: config.serialNo,
      privateKey: privateKeyOf(config.privateKey),
    };
    this.keys = {
      mchId: config.mchId,
      apiV3Key: config.apiV3Key,
      platform: { serial: config.platformSerial, publicKey: publicKeyOf(config.platformPublicKey) },
    };
  }

  async createNative(order: NativeOrder): Promise<{ codeUrl: string }> {
    const res = await this.call('POST', '/v3/pay/transactions/native', {
      appid: this.config.appId,
      mchid: this.config.mchId,
      description: order.description,
      out_trade_no: order.orderNo,
      time_expire: rfc3339(order.expiresAt),
      notify_url: this.config.notifyUrl,
      amount: { total: order.amountFen, currency: 'CNY' },
    }).catch((err: unknown) => {
      this.log.error({ err, orderNo: order.orderNo }, 'pay: WeChat native order failed');
      throw badRequest(MONEY_MSG.payFailed);
    });
    const codeUrl = (res.body as { code_url?: unknown } | null)?.code_url;
    if (typeof codeUrl !== 'string' || !codeUrl.startsWith('weixin://')) {
      this.log.error({ orderNo: order.orderNo }, 'pay: WeChat answered no code_url');
      throw badRequest(MONEY_MSG.payFailed);
    }
    return { codeUrl };
  }

  async verifyNotify(req: NotifyRequest): Promise<PaidNotice> {
    return verifyNotify(this.keys, req, this.now());
  }

  async query(orderNo: string): Promise<PaidNotice | null> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(this.config.mchId)}`;
    try {
      const res = await this.call('GET', path);
      const tx = res.body as WechatTransaction;
      if (tx?.out_trade_no !== orderNo) throw new WechatPayError(res.status, '-', 'answer for another order');
      return noticeOf(tx, this.config.mchId);
    } catch (err) {
      // Never placed at WeChat (the member did not get as far as the QR code): nothing was paid.
      if (err instanceof WechatPayError && err.code === 'ORDER_NOT_EXIST') return null;
      throw err;
    }
  }

  async close(orderNo: string): Promise<void> {
    await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`, {
      mchid: this.config.mchId,
    });
  }

  /**
   * One signed request. A 2xx answer with a body must carry a valid platform signature; anything else
   * becomes a WechatPayError with WeChat's code (the request and its secrets are never in the error).
   */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    json?: object,
  ): Promise<{ status: number; body: unknown }> {
    const body = json === undefined ? '' : JSON.stringify(json);
    const auth = authorization(this.merchant, { method, url: path, body }, Math.floor(this.now() / 1000));
    let res: Response;
    try {
      res = await fetch(`${this.config.apiBase}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          'user-agent': 'yanshe-wechatpay/1.0',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new WechatPayError(
        0,
        '-',
        err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network',
      );
    }
    const text = await res.text();
    if (!res.ok) {
      const e = safeJson(text) as { code?: string; message?: string } | null;
      throw new WechatPayError(res.status, String(e?.code ?? '-'), String(e?.message ?? text.slice(0, 200)));
    }
    if (text === '') return { status: res.status, body: null };
    try {
      verifyPlatformSignature(
        this.keys.platform,
        { headers: Object.fromEntries(res.headers), rawBody: text },
        this.now(),
      );
    } catch (err) {
      throw new WechatPayError(
        res.status,
        'SIGN_ERROR',
        `response not signed by the platform: ${(err as Error).message}`,
      );
    }
    return { status: res.status, body: safeJson(text) };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
