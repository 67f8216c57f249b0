import { createHash, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ErrCode } from '../../../common/error-codes';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { type JsapiTicketProvider, WechatApiError } from '../../providers/wechat';

export const WX_SHARE_MSG = {
  disabled: '微信分享暂未开通',
  badUrl: '请提供正确的页面地址',
  foreignUrl: '只能为本站页面生成微信分享配置',
  upstream: '微信分享配置获取失败，请稍后再试',
} as const;

/** What `wx.config` needs besides `jsApiList` (SPEC §3 "WeChat share config"). */
export interface WxShareConfig {
  appId: string;
  /** Seconds since the epoch, as WeChat signs it. */
  timestamp: number;
  nonceStr: string;
  signature: string;
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The JS-SDK signature (微信 JS-SDK 附录1): SHA-1 of the four fields as `key=value` pairs, keys in ASCII
 * order, joined with `&`, values as they are (no URL-encoding).
 */
export function jsapiSignature(p: { ticket: string; nonceStr: string; timestamp: number; url: string }) {
  const fields: Record<string, string> = {
    jsapi_ticket: p.ticket,
    noncestr: p.nonceStr,
    timestamp: String(p.timestamp),
    url: p.url,
  };
  const text = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  return createHash('sha1').update(text).digest('hex');
}

export class WxShareService {
  constructor(
    private readonly provider: JsapiTicketProvider | null,
    private readonly publicOrigin: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The page URL WeChat will check the signature against: the one given, without its fragment and
   * otherwise byte for byte (the page sends `location.href.split('#')[0]`; normalising it would change
   * what is signed). Only pages of this site: the ticket is ours, so is the page it vouches for.
   */
  pageUrl(raw: string): string {
    const page = raw.split('#')[0];
    // The URL parser drops or encodes whitespace and controls, so what it checks would not be what is signed.
    if (!page || /[\s\p{Cc}]/u.test(page)) throw badRequest(WX_SHARE_MSG.badUrl);
    let url: URL;
    try {
      url = new URL(page);
    } catch {
      throw badRequest(WX_SHARE_MSG.badUrl);
    }
    if (url.origin !== this.publicOrigin || url.username || url.password) {
      throw badRequest(WX_SHARE_MSG.foreignUrl);
    }
    return page;
  }

  async config(rawUrl: string): Promise<WxShareConfig> {
    const url = this.pageUrl(rawUrl);
    if (!this.provider) throw forbidden(WX_SHARE_MSG.disabled);
    let ticket: string;
    try {
      ticket = await this.provider.ticket();
    } catch (err) {
      if (!(err instanceof WechatApiError)) throw err;
      // WeChat's code and text only: the request URLs carry the app secret and the access token.
      this.log.error({ errcode: err.errcode, errmsg: err.errmsg }, 'wechat jsapi_ticket unavailable');
      throw new AppError(ErrCode.SERVER_ERROR, WX_SHARE_MSG.upstream, null, 502);
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const nonceStr = Array.from({ length: 16 }, () => NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)]).join(
      '',
    );
    return {
      appId: this.provider.appId,
      timestamp,
      nonceStr,
      signature: jsapiSignature({ ticket, nonceStr, timestamp, url }),
    };
  }
}
