import { randomBytes } from 'node:crypto';
import { hmac, safeEqual } from '../../lib/crypto';
import type { WechatLoginProvider, WechatProfile } from './types';

/** Path of the local stand-in for WeChat's QR page (served by the wechat module in development). */
export const LOCAL_AUTHORIZE_PATH = '/api/wx/dev-authorize';
const CODE_TTL_MS = 5 * 60 * 1000;

/**
 * Development stand-in for WeChat login (DESIGN §5). Its authorise page plays the phone that scans the
 * QR code; the "code" it returns is a signed, short-lived profile, so the callback path and everything
 * after it run exactly as with the real provider.
 */
export class LocalWechat implements WechatLoginProvider {
  readonly name = 'local';

  constructor(private readonly secret: string) {}

  authorizeUrl(callbackUrl: string, state: string): string {
    return `${LOCAL_AUTHORIZE_PATH}?${new URLSearchParams({ redirect_uri: callbackUrl, state })}`;
  }

  /** Called by the local authorise page when the tester confirms. */
  issueCode(profile: Omit<WechatProfile, 'unionId'> & { unionId?: string | null }): string {
    const payload = Buffer.from(
      JSON.stringify({ ...profile, unionId: profile.unionId ?? null, exp: Date.now() + CODE_TTL_MS }),
    ).toString('base64url');
    return `${payload}.${hmac(this.secret, payload)}`;
  }

  async exchangeCode(code: string): Promise<WechatProfile> {
    const [payload, sig] = code.split('.');
    if (!payload || !sig || !safeEqual(hmac(this.secret, payload), sig)) throw new Error('invalid code');
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as WechatProfile & { exp: number };
    if (data.exp < Date.now()) throw new Error('expired code');
    return { openId: data.openId, unionId: data.unionId, nickname: data.nickname, avatar: data.avatar };
  }

  static newOpenId(): string {
    return `o_local_${randomBytes(9).toString('base64url')}`;
  }
}
