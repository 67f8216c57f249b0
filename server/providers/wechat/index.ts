import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { type JsapiTicketProvider, LocalJsapi, OfficialAccountJsapi, type WechatTokenStore } from './jsapi';
import { LocalWechat } from './local';
import { OpenPlatformWechat } from './open-platform';
import type { WechatLoginProvider } from './types';

export { WechatApiError } from './http';
export type { JsapiTicketProvider, StoredToken, WechatTokenKind, WechatTokenStore } from './jsapi';
export { LocalJsapi } from './jsapi';
export { LOCAL_AUTHORIZE_PATH, LocalWechat } from './local';
export type { WechatLoginProvider, WechatProfile } from './types';

/** Null in production without credentials: WeChat login is then switched off, not faked. */
export function createWechatProvider(config: Config): WechatLoginProvider | null {
  const { appId, appSecret, apiBase } = config.wechat;
  if (appId && appSecret) return new OpenPlatformWechat(appId, appSecret, apiBase);
  return config.isProduction ? null : new LocalWechat(config.appSecret);
}

/** The JS-SDK ticket source for share cards; null in production without credentials, as for login. */
export function createJsapiProvider(
  config: Config,
  store: WechatTokenStore,
  log: FastifyBaseLogger,
): JsapiTicketProvider | null {
  const { appId, appSecret, apiBase } = config.wechat;
  if (appId && appSecret) return new OfficialAccountJsapi(appId, appSecret, { store, log, apiBase });
  return config.isProduction ? null : new LocalJsapi();
}
