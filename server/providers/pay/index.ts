import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { LocalPayProvider } from './local';
import type { PayProvider } from './types';
import { WechatPayProvider } from './wechat';

export { LOCAL_SCAN_PATH, LocalPayProvider, WECHAT_PAY_OFF } from './local';
export type { NativeOrder, NotifyRequest, PaidNotice, PayProvider } from './types';
export { PayNotifyError } from './types';

/**
 * WeChat Pay v3 with the merchant configured (WECHAT_PAY_*), else the local stand-in, which refuses to
 * take payments in production (like the SMS outbox, it exists for development and tests only).
 */
export function createPayProvider(config: Config, log: FastifyBaseLogger): PayProvider {
  if (config.wechatPay) return new WechatPayProvider(config.wechatPay, log);
  if (config.isProduction) log.warn('WECHAT_PAY_* not configured: WeChat payments are refused');
  return new LocalPayProvider(config.publicOrigin, !config.isProduction);
}
