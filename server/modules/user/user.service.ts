import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2';
import { formatServerTime } from '../../../common/format';
import type { MemberProfile } from '../../../common/member';
import type { UserSummary } from '../../../common/social';
import { isImageExtension } from '../../../common/upload';
import { type LoginUser, NICKNAME_CHANGE_DAYS, type PublicUser } from '../../../common/user';
import {
  AVATAR_INVALID_MSG,
  checkOldPassword,
  type LoginBody,
  type PasswordChangeBody,
  type PasswordResetBody,
  type RegisterBody,
  type SmsLoginBody,
  type UserUpdateBody,
} from '../../../common/validation';
import type { Db, DbOrTx } from '../../db/client';
import { USER_STATUS } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest, conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors';
import type { Limiter } from '../../lib/limiter';
import type { SessionEnds } from '../../lib/stream-registry';
import { keyExtension } from '../../providers/storage/keys';
import type { StorageProvider } from '../../providers/storage/types';
import type { AreaService } from '../area/area.service';
import { claimInvite } from '../invite/invite.repo';
import type { SmsService } from '../sms/sms.service';
import * as repo from './user.repo';

export const SESSION_TTL_DAYS = 30;

export const USER_MSG = {
  registered: '注册成功',
  loggedIn: '登录成功！',
  loggedOut: '已退出登录',
  phoneTaken: '该手机号已注册',
  nicknameTaken: '该用户名已被使用',
  badCredentials: '手机号或密码错误',
  noPassword: '该账号未设置密码，请使用验证码登录',
  phoneUnknown: '该手机号未注册',
  banned: '账号已被封禁',
  oldPasswordWrong: '原始登录密码错误',
  samePassword: '新密码不能与原密码相同',
  passwordChanged: '密码修改成功',
  passwordReset: '密码重置成功，请重新登录',
  profileUpdated: '保存成功',
  nicknameTooSoon: `昵称每${NICKNAME_CHANGE_DAYS}天只能修改一次`,
  noUser: '用户不存在',
  cityNotInProvince: '所选城市不属于该省份',
  provinceUnknown: '省份不存在',
} as const;

export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface LoginResult {
  user: PublicUser;
  token: string;
}

/** A fixed hash to verify against when the phone is unknown, so response time does not reveal it. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$xoJjf5pjdDMy8FoxlDchvg$6OAAzlFrMtpWAIzqCZQLlYzhsREwgn46e7rKBvSb5Kg';

export const maskPhone = (phone: string) =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : `${phone.slice(0, 1)}****`;

/** A member as search hits, follow lists and invitations show them. */
export const toUserSummary = (row: repo.SummaryRow): UserSummary => ({
  user_id: row.id,
  nickname: row.nickname,
  avatar: row.avatar,
  profile: row.profile,
  style_str: row.styleStr,
  fans_count: row.fansCount,
  posts: row.posts,
});

export function toPublicUser(row: repo.UserRow): PublicUser {
  return {
    user_id: row.id,
    nickname: row.nickname,
    avatar: row.avatar,
    profile: row.profile,
    style_str: row.styleStr,
    medal_count: row.medalCount,
    follow_count: row.followCount,
    fans_count: row.fansCount,
    like_count: row.likeCount,
    posts: row.posts,
    has_pwd: row.passwordHash !== null,
    phone: maskPhone(row.phone),
    country_code: row.countryCode,
  };
}

/** The answer of every login and register call (SPEC §3 names the token `sessionToken`). */
export const toLoginUser = ({ user, token }: LoginResult): LoginUser => ({ ...user, sessionToken: token });

/**
 * argon2id at the library's defaults (m = 19 MiB, t = 2). Tests register hundreds of members, so under
 * NODE_ENV=test the cost is the least argon2id allows: the same algorithm, verified the same way.
 */
const HASH_COST = process.env.NODE_ENV === 'test' ? { memoryCost: 8, timeCost: 1, parallelism: 1 } : {};
export const hashPassword = (password: string) => argonHash(password, HASH_COST);

const DAY_MS = 86_400_000;

/** The record /mine/info edits: the public user plus the area and when the nickname may change again. */
export function toMemberProfile(row: repo.UserRow, now = Date.now()): MemberProfile {
  const next = row.nicknameChangedAt ? row.nicknameChangedAt.getTime() + NICKNAME_CHANGE_DAYS * DAY_MS : 0;
  return {
    ...toPublicUser(row),
    province_code: row.provinceCode,
    city_code: row.cityCode,
    nickname_changeable_at: next > now ? formatServerTime(next) : null,
  };
}

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly sms: SmsService,
    private readonly loginFailuresByPhone: Limiter,
    private readonly loginFailuresByIp: Limiter,
    private readonly storage: StorageProvider,
    private readonly areas: AreaService,
    private readonly sessionEnds: SessionEnds,
  ) {}

  async register(body: RegisterBody, client: ClientInfo): Promise<LoginResult> {
    return this.registerWithCode(body, client);
  }

  /**
   * A new member whose phone a register code proved: the code is used up, the member created and a
   * session opened in one transaction; `bind` runs inside it too (WeChat binds its identity there).
   */
  async registerWithCode(
    sent: RegisterBody & { avatar?: string },
    client: ClientInfo,
    bind?: (tx: DbOrTx, userId: number) => Promise<void>,
  ): Promise<LoginResult> {
    const body = await this.areas.canonicalPhone(sent);
    await this.sms.verifyInline({ ...body, type: 'register' });
    const passwordHash = await hashPassword(body.password);
    return this.db.transaction(async (tx) => {
      await this.sms.consume(tx, { ...body, type: 'register' });
      const row = await createUser(tx, {
        countryCode: body.country_code,
        phone: body.phone,
        nickname: body.nickname,
        passwordHash,
        avatar: body.avatar ?? '',
      });
      await bind?.(tx, row.id);
      return { user: toPublicUser(row), token: await this.createSession(tx, row.id, client) };
    });
  }

  /**
   * Every attempt takes a failure point per IP and per phone before the password is verified, and
   * gives it back unless the password was wrong: taking the point decides atomically, so concurrent
   * guesses cannot all get an answer. A locked password never locks the SMS login (loginBySms).
   */
  async login(sent: LoginBody, client: ClientInfo): Promise<LoginResult> {
    const body = await this.areas.canonicalPhone(sent);
    const phoneKey = failureKey(body);
    await this.loginFailuresByIp.consume(client.ip);
    try {
      await this.loginFailuresByPhone.consume(phoneKey);
    } catch (err) {
      await this.loginFailuresByIp.refund(client.ip);
      throw err;
    }
    const row = await repo.findUserByPhone(this.db, body.country_code, body.phone);
    const valid = await argonVerify(row?.passwordHash ?? DUMMY_HASH, body.password);
    if (!row || !valid) {
      throw badRequest(row && row.passwordHash === null ? USER_MSG.noPassword : USER_MSG.badCredentials);
    }
    await Promise.all([this.loginFailuresByPhone.reset(phoneKey), this.loginFailuresByIp.refund(client.ip)]);
    assertActive(row);
    return { user: toPublicUser(row), token: await this.createSession(this.db, row.id, client) };
  }

  /** Open while the password is locked; proving the phone also lifts the lock on its password. */
  async loginBySms(sent: SmsLoginBody, client: ClientInfo): Promise<LoginResult> {
    const body = await this.areas.canonicalPhone(sent);
    await this.sms.verifyInline({ ...body, type: 'sms_login' });
    const result = await this.db.transaction(async (tx) => {
      const row = await repo.findUserByPhone(tx, body.country_code, body.phone);
      if (!row) throw notFound(USER_MSG.phoneUnknown);
      assertActive(row);
      await this.sms.consume(tx, { ...body, type: 'sms_login' });
      return { user: toPublicUser(row), token: await this.createSession(tx, row.id, client) };
    });
    await this.loginFailuresByPhone.reset(failureKey(body));
    return result;
  }

  /** The member behind a SESSION cookie token, or null. */
  async userFromToken(token: string | undefined): Promise<repo.UserRow | null> {
    if (!token) return null;
    return (await repo.findUserBySessionHash(this.db, sha256(token))) ?? null;
  }

  /** The banned member a session token belonged to (see repo.bannedSessionOwner), or null. */
  async bannedOwner(token: string | undefined): Promise<repo.UserRow | null> {
    if (!token) return null;
    return (await repo.bannedSessionOwner(this.db, sha256(token))) ?? null;
  }

  /** Ends the session, and with it the event streams it holds open. */
  async logout(token: string): Promise<void> {
    const tokenHash = sha256(token);
    await repo.revokeSession(this.db, tokenHash);
    this.sessionEnds.ended({ tokenHash });
  }

  /**
   * Changes the password, ends every session of the member (their open streams too) and opens a fresh
   * one for this client.
   */
  async changePassword(user: repo.UserRow, body: PasswordChangeBody, client: ClientInfo): Promise<string> {
    const hasPwd = user.passwordHash !== null;
    const missing = checkOldPassword(body.old_password, hasPwd);
    if (missing) throw badRequest(missing);
    if (user.passwordHash !== null) {
      if (!(await argonVerify(user.passwordHash, body.old_password ?? '')))
        throw badRequest(USER_MSG.oldPasswordWrong);
      if (body.old_password === body.password) throw badRequest(USER_MSG.samePassword);
    }
    const passwordHash = await hashPassword(body.password);
    const token = await this.db.transaction(async (tx) => {
      await repo.setPassword(tx, user.id, passwordHash);
      await repo.revokeAllSessions(tx, user.id);
      return this.createSession(tx, user.id, client);
    });
    this.sessionEnds.ended({ userId: user.id });
    return token;
  }

  async resetPassword(sent: PasswordResetBody): Promise<void> {
    const body = await this.areas.canonicalPhone(sent);
    await this.sms.verifyInline({ ...body, type: 'reset_pwd' });
    const passwordHash = await hashPassword(body.password);
    const userId = await this.db.transaction(async (tx) => {
      const row = await repo.findUserByPhone(tx, body.country_code, body.phone);
      if (!row) throw notFound(USER_MSG.phoneUnknown);
      await this.sms.consume(tx, { ...body, type: 'reset_pwd' });
      await repo.setPassword(tx, row.id, passwordHash);
      await repo.revokeAllSessions(tx, row.id);
      return row.id;
    });
    this.sessionEnds.ended({ userId });
    await this.loginFailuresByPhone.reset(failureKey(body));
  }

  async profile(userId: number): Promise<MemberProfile> {
    const row = await repo.findUserById(this.db, userId);
    if (!row) throw notFound(USER_MSG.noUser);
    return toMemberProfile(row);
  }

  /**
   * /mine/info: changes the fields present in one statement (see repo.updateProfile for the nickname
   * limit). The avatar must be an image our storage handed out, never an arbitrary URL (tracking pixels,
   * hotlinked or unvetted pictures); the city must lie in the province.
   */
  async updateProfile(userId: number, body: UserUpdateBody): Promise<MemberProfile> {
    const values: repo.ProfileValues = {};
    if (body.avatar !== undefined) {
      if (body.avatar && !this.isOwnImage(body.avatar)) throw badRequest(AVATAR_INVALID_MSG);
      values.avatar = body.avatar;
    }
    if (body.profile !== undefined) values.profile = body.profile;
    if (body.province_code !== undefined) {
      values.provinceCode = body.province_code || null;
      values.cityCode = (body.province_code && body.city_code) || null;
      if (values.provinceCode && !(await repo.areaExists(this.db, values.provinceCode, values.cityCode))) {
        throw badRequest(values.cityCode ? USER_MSG.cityNotInProvince : USER_MSG.provinceUnknown);
      }
    }
    let row: repo.UserRow | undefined;
    try {
      row = await repo.updateProfile(this.db, userId, values, body.nickname, NICKNAME_CHANGE_DAYS);
    } catch (err) {
      if (uniqueViolation(err) === 'users_nickname_uq') throw conflict(USER_MSG.nicknameTaken);
      throw err;
    }
    if (!row) {
      // Refused by the rename limit; say when the next rename is allowed.
      const current = await this.profile(userId);
      throw badRequest(`${USER_MSG.nicknameTooSoon}，${current.nickname_changeable_at}后可再次修改`);
    }
    return toMemberProfile(row);
  }

  /** Whether a URL is an image file our storage handed out (see StorageProvider.keyOfUrl). */
  private isOwnImage(url: string): boolean {
    const key = this.storage.keyOfUrl(url);
    const ext = key ? keyExtension(key) : null;
    return ext !== null && isImageExtension(ext);
  }

  async createSession(db: DbOrTx, userId: number, client: ClientInfo): Promise<string> {
    const token = randomToken();
    await repo.insertSession(db, {
      tokenHash: sha256(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_TTL_DAYS * 86_400_000),
      userAgent: client.userAgent.slice(0, 512),
      ip: client.ip,
    });
    return token;
  }
}

/** The key of a phone's password failures. */
const failureKey = (body: { country_code: string; phone: string }) => `${body.country_code}${body.phone}`;

/** Whether the member is banned now: status BANNED and no end time, or one still ahead (issue 15). */
export function isBanned(row: Pick<repo.UserRow, 'status' | 'bannedUntil'>, now = Date.now()): boolean {
  return row.status !== USER_STATUS.ACTIVE && (row.bannedUntil === null || row.bannedUntil.getTime() > now);
}

/** What a banned member is told when they log in or act: the ban, and when it ends if it does. */
export function bannedMessage(row: Pick<repo.UserRow, 'bannedUntil'>): string {
  return row.bannedUntil
    ? `${USER_MSG.banned}，解封时间：${formatServerTime(row.bannedUntil)}`
    : USER_MSG.banned;
}

function assertActive(row: repo.UserRow): void {
  if (isBanned(row)) throw forbidden(bannedMessage(row));
}

/**
 * Inserts a member (every way of registering ends here) and claims an invitation of their phone, turning
 * unique-constraint clashes into the message for the field that clashed.
 */
async function createUser(tx: DbOrTx, values: Parameters<typeof repo.insertUser>[1]): Promise<repo.UserRow> {
  try {
    const row = await repo.insertUser(tx, values);
    await claimInvite(tx, row.countryCode, row.phone, row.id);
    return row;
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint === 'users_phone_uq') throw conflict(USER_MSG.phoneTaken);
    if (constraint === 'users_nickname_uq') throw conflict(USER_MSG.nicknameTaken);
    throw err;
  }
}
