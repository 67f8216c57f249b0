import { verify as argonVerify } from '@node-rs/argon2';
import { ROLE_PERMISSIONS, type SysRole } from '../../../common/console-vocab';
import { formatServerTime } from '../../../common/format';
import type {
  AuditItem,
  AuditListQuery,
  SysLoginBody,
  SysMe,
  SysPasswordBody,
  SysUserAddBody,
  SysUserListQuery,
  SysUserUpdateBody,
  SysUserView,
} from '../../../common/sysuser';
import type { Db, DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest, conflict, forbidden, notFound, uniqueViolation } from '../../lib/errors';
import type { Limiter, LimitRule } from '../../lib/limiter';
import { hashPassword } from '../user/user.service';
import { listAudit, recordAudit } from './audit.repo';
import type { SysActor } from './console-guard';
import * as repo from './sysuser.repo';

/** Console sessions are short: a lost laptop's console access ends within the day. */
export const SYS_SESSION_TTL_HOURS = 12;

/** Failed console logins, per username and per client address (the members' pattern, user.service.ts). */
export const SYS_LOGIN_LIMITS = {
  perUsername: {
    name: 'sys-login-name',
    points: 5,
    durationSec: 15 * 60,
    message: '密码错误次数过多，请{s}秒后再试',
  },
  perIp: {
    name: 'sys-login-ip',
    points: 20,
    durationSec: 15 * 60,
    message: '登录失败次数过多，请{s}秒后再试',
  },
} as const satisfies Record<string, LimitRule>;

export const SYS_MSG = {
  loggedIn: '登录成功',
  loggedOut: '已退出登录',
  /** One message for an unknown name and a wrong password, so the answer does not reveal which names exist. */
  badCredentials: '用户名或密码错误',
  disabled: '该账号已停用',
  usernameTaken: '该用户名已存在',
  noUser: '系统用户不存在',
  added: '添加成功',
  saved: '保存成功',
  deleted: '删除成功',
  lastAdmin: '至少需要保留一名正常状态的管理员',
  notSelf: '不能停用、删除自己或取消自己的管理员角色',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  passwordChanged: '密码修改成功',
} as const;

/** A fixed hash to verify against when the username is unknown, so response time does not reveal it. */
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$xoJjf5pjdDMy8FoxlDchvg$6OAAzlFrMtpWAIzqCZQLlYzhsREwgn46e7rKBvSb5Kg';

export interface SysClient {
  ip: string;
  userAgent: string;
}

export const toSysUserView = (row: repo.SysUserRow): SysUserView => ({
  id: row.id,
  username: row.username,
  nickname: row.nickname,
  role: row.role as SysRole,
  status: row.status as repo.SysUserStatus,
  create_time: formatServerTime(row.createdAt),
  update_time: formatServerTime(row.updatedAt),
});

/**
 * System users (the editors' console's accounts): sign-in, the session the console guard reads, the
 * admins' user management and the audit log. Every write records its audit entry in its own transaction.
 */
export class SysUserService {
  constructor(
    private readonly db: Db,
    private readonly failuresByName: Limiter,
    private readonly failuresByIp: Limiter,
  ) {}

  /** The system user behind a SYS_SESSION token, or null (the console guard's lookup). */
  async actorFromToken(token: string | undefined, ip: string): Promise<SysActor | null> {
    if (!token) return null;
    const row = await repo.findBySessionHash(this.db, sha256(token));
    return row ? { id: row.id, username: row.username, role: row.role, ip } : null;
  }

  /** The console pages' loaders: the signed-in system user as the shell shows it, in one lookup. */
  async meFromToken(token: string | undefined): Promise<SysMe | null> {
    if (!token) return null;
    const row = await repo.findBySessionHash(this.db, sha256(token));
    return row ? { ...row, permissions: [...ROLE_PERMISSIONS[row.role]] } : null;
  }

  /** The signed-in system user with what the console shell needs (name, role, permissions). */
  async me(actor: SysActor): Promise<SysMe> {
    const row = await repo.findById(this.db, actor.id);
    if (!row) throw notFound(SYS_MSG.noUser);
    const role = row.role as SysRole;
    return {
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
    };
  }

  /**
   * Takes a failure point per address and per username before verifying, and gives them back unless the
   * password was wrong: concurrent guesses cannot all get an answer (see UserService.login).
   */
  async login(body: SysLoginBody, client: SysClient): Promise<{ token: string; user: SysUserView }> {
    const nameKey = body.username.toLowerCase();
    await this.failuresByIp.consume(client.ip);
    try {
      await this.failuresByName.consume(nameKey);
    } catch (err) {
      await this.failuresByIp.refund(client.ip);
      throw err;
    }
    const row = await repo.findByUsername(this.db, body.username);
    const valid = await argonVerify(row?.passwordHash ?? DUMMY_HASH, body.password);
    if (!row || !valid) throw badRequest(SYS_MSG.badCredentials);
    await Promise.all([this.failuresByName.reset(nameKey), this.failuresByIp.refund(client.ip)]);
    if (row.status !== repo.SYS_USER_STATUS.ACTIVE) throw forbidden(SYS_MSG.disabled);
    const actor: SysActor = { id: row.id, username: row.username, role: row.role as SysRole, ip: client.ip };
    const token = await this.db.transaction(async (tx) => {
      const t = await createSession(tx, row.id, client);
      await recordAudit(tx, actor, { action: 'sysuser.login', targetType: 'sys_user', targetId: row.id });
      return t;
    });
    return { token, user: toSysUserView(row) };
  }

  async logout(token: string): Promise<void> {
    await repo.revokeSession(this.db, sha256(token));
  }

  async list(q: SysUserListQuery): Promise<{ result: SysUserView[]; totalCount: number }> {
    const { rows, total } = await repo.list(this.db, {
      keyword: q.keyword,
      offset: (q.start - 1) * q.limit,
      limit: q.limit,
    });
    return { result: rows.map(toSysUserView), totalCount: total };
  }

  async add(actor: SysActor, body: SysUserAddBody): Promise<SysUserView> {
    const passwordHash = await hashPassword(body.password);
    try {
      return await this.db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          username: body.username,
          passwordHash,
          role: body.role,
          nickname: body.nickname,
        });
        await recordAudit(tx, actor, {
          action: 'sysuser.add',
          targetType: 'sys_user',
          targetId: row.id,
          detail: { username: row.username, role: row.role, nickname: row.nickname },
        });
        return toSysUserView(row);
      });
    } catch (err) {
      if (uniqueViolation(err) === 'sys_users_username_uq') throw conflict(SYS_MSG.usernameTaken);
      throw err;
    }
  }

  /**
   * Changes role, name, status or password. A role or status change locks every active admin first, so the
   * last one can never be demoted or disabled, not even by two admins at once (the second waits and then
   * sees the first's change); and no one takes themself out of the admins or disables themself.
   */
  async update(actor: SysActor, id: number, body: SysUserUpdateBody): Promise<SysUserView> {
    const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
    return this.db.transaction(async (tx) => {
      // The admins first, then the row: every such transaction locks in this one order (no deadlock).
      const admins =
        body.role !== undefined || body.status !== undefined ? await repo.lockActiveAdmins(tx) : [];
      const before = await repo.lockById(tx, id);
      if (!before) throw notFound(SYS_MSG.noUser);
      const leavesAdmins =
        before.role === 'admin' &&
        before.status === repo.SYS_USER_STATUS.ACTIVE &&
        ((body.role !== undefined && body.role !== 'admin') || body.status === repo.SYS_USER_STATUS.DISABLED);
      if (id === actor.id && (leavesAdmins || body.status === repo.SYS_USER_STATUS.DISABLED))
        throw forbidden(SYS_MSG.notSelf);
      if (leavesAdmins) assertOtherAdmin(admins, id);
      const row = await repo.update(tx, id, {
        role: body.role,
        nickname: body.nickname,
        status: body.status,
        passwordHash,
      });
      if (!row) throw notFound(SYS_MSG.noUser);
      // A reset password or a disabled account ends the user's sessions (a disabled one's stop anyway).
      if (passwordHash !== undefined || body.status === repo.SYS_USER_STATUS.DISABLED)
        await repo.revokeSessions(tx, id, null);
      await recordAudit(tx, actor, {
        action: 'sysuser.update',
        targetType: 'sys_user',
        targetId: id,
        detail: {
          username: row.username,
          ...changed('role', before.role, body.role),
          ...changed('nickname', before.nickname, body.nickname),
          ...changed('status', before.status, body.status),
          ...(passwordHash !== undefined ? { password_reset: true } : {}),
        },
      });
      return toSysUserView(row);
    });
  }

  async remove(actor: SysActor, id: number): Promise<void> {
    if (id === actor.id) throw forbidden(SYS_MSG.notSelf);
    await this.db.transaction(async (tx) => {
      const admins = await repo.lockActiveAdmins(tx);
      const before = await repo.lockById(tx, id);
      if (!before) throw notFound(SYS_MSG.noUser);
      if (before.role === 'admin' && before.status === repo.SYS_USER_STATUS.ACTIVE)
        assertOtherAdmin(admins, id);
      await repo.remove(tx, id);
      await recordAudit(tx, actor, {
        action: 'sysuser.delete',
        targetType: 'sys_user',
        targetId: id,
        detail: { username: before.username, role: before.role },
      });
    });
  }

  /** The signed-in user's own password: every other session of theirs ends; this one stays. */
  async changePassword(actor: SysActor, currentToken: string, body: SysPasswordBody): Promise<void> {
    const row = await repo.findById(this.db, actor.id);
    if (!row) throw notFound(SYS_MSG.noUser);
    if (!(await argonVerify(row.passwordHash, body.oldPassword))) throw badRequest(SYS_MSG.oldPasswordWrong);
    if (body.oldPassword === body.newPassword) throw badRequest(SYS_MSG.samePassword);
    const passwordHash = await hashPassword(body.newPassword);
    await this.db.transaction(async (tx) => {
      await repo.update(tx, actor.id, { passwordHash });
      await repo.revokeSessions(tx, actor.id, sha256(currentToken));
      await recordAudit(tx, actor, {
        action: 'sysuser.password',
        targetType: 'sys_user',
        targetId: actor.id,
      });
    });
  }

  async auditLog(q: AuditListQuery): Promise<{ result: AuditItem[]; totalCount: number }> {
    const { rows, total } = await listAudit(this.db, {
      actor: q.actor || undefined,
      action: q.action || undefined,
      offset: (q.start - 1) * q.limit,
      limit: q.limit,
    });
    return {
      result: rows.map((r) => ({
        id: r.id,
        actor: r.actorName,
        action: r.action,
        target_type: r.targetType,
        target_id: r.targetId,
        detail: r.detail,
        ip: r.ip,
        create_time: formatServerTime(r.createdAt),
      })),
      totalCount: total,
    };
  }

  /** `npm run console:admin` and the development demo: an active admin with this password. */
  async ensureAdmin(
    username: string,
    password: string,
  ): Promise<{ id: number; username: string; created: boolean }> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction(async (tx) => {
      const result = await repo.upsertAdmin(tx, { username, passwordHash, nickname: '' });
      // A reset password ends the sessions opened with the old one.
      if (!result.created) await repo.revokeSessions(tx, result.id, null);
      return result;
    });
  }

  /** Development and tests: a system user of any role (the dev route; never in production). */
  async createForDev(body: { username: string; password: string; role: SysRole }): Promise<SysUserView> {
    const passwordHash = await hashPassword(body.password);
    try {
      return toSysUserView(
        await repo.insert(this.db, { username: body.username, passwordHash, role: body.role, nickname: '' }),
      );
    } catch (err) {
      if (uniqueViolation(err) === 'sys_users_username_uq') throw conflict(SYS_MSG.usernameTaken);
      throw err;
    }
  }
}

async function createSession(db: DbOrTx, sysUserId: number, client: SysClient): Promise<string> {
  const token = randomToken();
  await repo.insertSession(db, {
    tokenHash: sha256(token),
    sysUserId,
    expiresAt: new Date(Date.now() + SYS_SESSION_TTL_HOURS * 3_600_000),
    userAgent: client.userAgent.slice(0, 512),
    ip: client.ip,
  });
  return token;
}

/** Refuses unless an active admin other than `id` remains; `admins` were locked (repo.lockActiveAdmins). */
function assertOtherAdmin(admins: number[], id: number): void {
  if (!admins.some((a) => a !== id)) throw forbidden(SYS_MSG.lastAdmin);
}

/** An audit detail entry for a field the change touched: `{ field: [before, after] }`. */
function changed(field: string, before: string, after: string | undefined): Record<string, [string, string]> {
  return after !== undefined && after !== before ? { [field]: [before, after] } : {};
}
