import { getWechatJson, WECHAT_API_BASE, WechatApiError } from './http';
import type { WechatLoginProvider, WechatProfile } from './types';

/** The real WeChat Open Platform: QR connect, then code → access token → user info. */
export class OpenPlatformWechat implements WechatLoginProvider {
  readonly name = 'wechat';

  constructor(
    private readonly appId: string,
    private readonly appSecret: string,
    private readonly apiBase = WECHAT_API_BASE,
  ) {}

  authorizeUrl(callbackUrl: string, state: string): string {
    const q = new URLSearchParams({
      appid: this.appId,
      redirect_uri: callbackUrl,
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    });
    return `https://open.weixin.qq.com/connect/qrconnect?${q}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatProfile> {
    const token = await getWechatJson<{
      access_token?: string;
      openid?: string;
      unionid?: string;
    }>(
      `${this.apiBase}/sns/oauth2/access_token?${new URLSearchParams({ appid: this.appId, secret: this.appSecret, code, grant_type: 'authorization_code' })}`,
    );
    if (!token.access_token || !token.openid) throw new WechatApiError(-1, 'no access token');
    const info = await getWechatJson<{ nickname?: string; headimgurl?: string; unionid?: string }>(
      `${this.apiBase}/sns/userinfo?${new URLSearchParams({ access_token: token.access_token, openid: token.openid })}`,
    );
    return {
      openId: token.openid,
      unionId: token.unionid ?? info.unionid ?? null,
      nickname: info.nickname ?? '',
      avatar: info.headimgurl ?? '',
    };
  }
}
