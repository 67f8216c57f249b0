import { sameSitePath } from '../../../common/safe-path';
import type { WxRegisterBody } from '../../../common/validation';
import type { Db } from '../../db/client';
import { hmac, safeEqual } from '../../lib/crypto';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { WechatLoginProvider } from '../../providers/wechat';
import { findUserById } from '../user/user.repo';
import {
  bannedMessage,
  type ClientInfo,
  isBanned,
  type LoginResult,
  toPublicUser,
  type UserService,
} from '../user/user.service';
import * as repo from './wechat.repo';

/** How long after the scan the browser may finish logging in or binding a phone. */
export const WX_AUTH_TTL_MS = 10 * 60 * 1000;
const STATE_TTL_MS = 10 * 60 * 1000;

export const WX_MSG = {
  disabled: '微信登录暂未开通',
  badState: '授权已过期，请重新扫码',
  authFailed: '微信授权失败，请重新扫码',
  unbound: '该微信尚未绑定手机号，请先绑定',
  alreadyBound: '该微信已绑定其他账号',
  notAuthorised: '微信授权已失效，请重新扫码',
  banned: '账号已被封禁',
} as const;

export class WechatService {
  constructor(
    private readonly db: Db,
    private readonly provider: WechatLoginProvider | null,
    private readonly users: UserService,
    private readonly secret: string,
  ) {}

  /**
   * /user/login/wx-pc: the URL the client opens in a new window. Only a same-site `returnPath` is
   * returned to (any other goes home), so the login flow cannot send the open_id off-site.
   */
  loginUrl(returnPath: string | undefined, callbackUrl: string): string {
    const p = (returnPath !== undefined && sameSitePath(returnPath)) || '/';
    const payload = Buffer.from(JSON.stringify({ p, e: Date.now() + STATE_TTL_MS })).toString('base64url');
    return this.requireProvider().authorizeUrl(callbackUrl, `${payload}.${hmac(this.secret, payload)}`);
  }

  /**
   * WeChat's redirect back: records the authorisation and says where the browser goes next, the return
   * path with type=wx, openid and union_id for the client to finish logging in.
   */
  async handleCallback(code: string, state: string): Promise<{ openId: string; location: string }> {
    const [payload, sig] = state.split('.');
    if (!payload || !sig || !safeEqual(hmac(this.secret, payload), sig)) throw badRequest(WX_MSG.badState);
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { p: string; e: number };
    if (parsed.e < Date.now()) throw badRequest(WX_MSG.badState);
    let profile: Awaited<ReturnType<WechatLoginProvider['exchangeCode']>>;
    try {
      profile = await this.requireProvider().exchangeCode(code);
    } catch {
      throw badRequest(WX_MSG.authFailed);
    }
    await repo.upsertIdentity(this.db, profile);
    const query = { type: 'wx', openid: profile.openId, union_id: profile.unionId ?? '' };
    return { openId: profile.openId, location: sameSitePath(parsed.p, query) ?? sameSitePath('/', query)! };
  }

  /**
   * /user/login/wx. `authorisedOpenId` comes from the signed cookie set at the callback, so knowing an
   * open_id alone never logs anyone in.
   */
  async login(openId: string, authorisedOpenId: string | null, client: ClientInfo): Promise<LoginResult> {
    const identity = await this.authorisedIdentity(openId, authorisedOpenId);
    if (identity.userId === null) {
      throw notFound(WX_MSG.unbound, {
        open_id: identity.openId,
        nickname: identity.nickname,
        avatar: identity.avatar,
      });
    }
    const user = await findUserById(this.db, identity.userId);
    if (!user) throw forbidden(WX_MSG.banned);
    if (isBanned(user)) throw forbidden(bannedMessage(user));
    return { user: toPublicUser(user), token: await this.users.createSession(this.db, user.id, client) };
  }

  /** /user/register/wx-pc: a new member with a verified phone, bound to the WeChat identity. */
  async register(
    body: WxRegisterBody,
    authorisedOpenId: string | null,
    client: ClientInfo,
  ): Promise<LoginResult> {
    const identity = await this.authorisedIdentity(body.open_id, authorisedOpenId);
    if (identity.userId !== null) throw conflict(WX_MSG.alreadyBound);
    return this.users.registerWithCode(
      { ...body, avatar: body.avatar || identity.avatar },
      client,
      async (tx, userId) => {
        if (!(await repo.bindIdentity(tx, identity.openId, userId))) throw conflict(WX_MSG.alreadyBound);
      },
    );
  }

  private async authorisedIdentity(
    openId: string,
    authorisedOpenId: string | null,
  ): Promise<repo.WechatIdentityRow> {
    this.requireProvider();
    const identity = await repo.findIdentity(this.db, openId);
    const fresh = identity && Date.now() - identity.authorizedAt.getTime() < WX_AUTH_TTL_MS;
    if (!identity || !fresh || authorisedOpenId !== openId) throw badRequest(WX_MSG.notAuthorised);
    return identity;
  }

  private requireProvider(): WechatLoginProvider {
    if (!this.provider) throw forbidden(WX_MSG.disabled);
    return this.provider;
  }
}
