import type { WechatLoginProvider, WechatProfile } from './types';

const API = 'https://api.weixin.qq.com/sns';

/** The real WeChat Open Platform: QR connect, then code → access token → user info. */
export class OpenPlatformWechat implements WechatLoginProvider {
  readonly name = 'wechat';

  constructor(
    private readonly appId: string,
    private readonly appSecret: string,
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
    const token = await getJson<{
      access_token?: string;
      openid?: string;
      unionid?: string;
      errmsg?: string;
    }>(
      `${API}/oauth2/access_token?${new URLSearchParams({ appid: this.appId, secret: this.appSecret, code, grant_type: 'authorization_code' })}`,
    );
    if (!token.access_token || !token.openid) throw new Error(`wechat: ${token.errmsg ?? 'no access token'}`);
    const info = await getJson<{ nickname?: string; headimgurl?: string; unionid?: string }>(
      `${API}/userinfo?${new URLSearchParams({ access_token: token.access_token, openid: token.openid })}`,
    );
    return {
      openId: token.openid,
      unionId: token.unionid ?? info.unionid ?? null,
      nickname: info.nickname ?? '',
      avatar: info.headimgurl ?? '',
    };
  }
}

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return (await res.json()) as T;
}
