import type { Config } from '../../config';
import { LocalWechat } from './local';
import { OpenPlatformWechat } from './open-platform';
import type { WechatLoginProvider } from './types';

export { LOCAL_AUTHORIZE_PATH, LocalWechat } from './local';
export type { WechatLoginProvider, WechatProfile } from './types';

/** Null in production without credentials: WeChat login is then switched off, not faked. */
export function createWechatProvider(config: Config): WechatLoginProvider | null {
  const { appId, appSecret } = config.wechat;
  if (appId && appSecret) return new OpenPlatformWechat(appId, appSecret);
  return config.isProduction ? null : new LocalWechat(config.appSecret);
}
