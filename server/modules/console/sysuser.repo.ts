import { and, count, desc, eq, gt, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { SysRole } from '../../../common/console-vocab';
import { type Db, type DbOrTx, rowsOf } from '../../db/client';
import { sysSessions, sysUsers } from '../../db/schema';

export type SysUserRow = typeof sysUsers.$inferSelect;

export const SYS_USER_STATUS = { ACTIVE: 'active', DISABLED: 'disabled' } as const;
export type SysUserStatus = (typeof SYS_USER_STATUS)[keyof typeof SYS_USER_STATUS];

/** The fields a session lookup needs: the guard runs it on every console call. */
export interface SessionUser {
  id: number;
  username: string;
  role: SysRole;
  nickname: string;
}

/**
 * The live console session's system user in one round trip; expired, revoked or disabled yield nothing.
 * Built once per database handle and prepared, like the members' session lookup (user.repo.ts).
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({
      id: sysUsers.id,
      username: sysUsers.username,
      role: sysUsers.role,
      nickname: sysUsers.nickname,
    })
    .from(sysSessions)
    .innerJoin(sysUsers, eq(sysUsers.id, sysSessions.sysUserId))
    .where(
      and(
        eq(sysSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sysSessions.revokedAt),
        gt(sysSessions.expiresAt, sql`now()`),
        eq(sysUsers.status, SYS_USER_STATUS.ACTIVE),
      ),
    )
    .limit(1)
    .prepare('sys_user_by_session');
}

export async function findBySessionHash(db: Db, tokenHash: string): Promise<SessionUser | undefined> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash });
  return row ? { ...row, role: row.role as SysRole } : undefined;
}

export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; sysUserId: number; expiresAt: Date; userAgent: string; ip: string },
): Promise<void> {
  await db.insert(sysSessions).values(values);
}

export async function revokeSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(sysSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sysSessions.tokenHash, tokenHash), isNull(sysSessions.revokedAt)));
}

/** Ends every live session of a system user but the one named (null: all of them). */
export async function revokeSessions(
  db: DbOrTx,
  sysUserId: number,
  exceptHash: string | null,
): Promise<void> {
  await db
    .update(sysSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sysSessions.sysUserId, sysUserId),
        isNull(sysSessions.revokedAt),
        exceptHash === null ? undefined : ne(sysSessions.tokenHash, exceptHash),
      ),
    );
}

export async function findByUsername(db: DbOrTx, username: string): Promise<SysUserRow | undefined> {
  const [row] = await db
    .select()
    .from(sysUsers)
    .where(sql`lower(${sysUsers.username}) = lower(${username})`)
    .limit(1);
  return row;
}

export async function findById(db: DbOrTx, id: number): Promise<SysUserRow | undefined> {
  const [row] = await db.select().from(sysUsers).where(eq(sysUsers.id, id)).limit(1);
  return row;
}

/** Locks the row for the rest of the transaction: role and status checks then hold until commit. */
export async function lockById(tx: DbOrTx, id: number): Promise<SysUserRow | undefined> {
  const [row] = await tx.select().from(sysUsers).where(eq(sysUsers.id, id)).for('update');
  return row;
}

/**
 * Locks every active admin and answers their ids. Two admins demoting each other at once both take these
 * locks first, so the second sees the first's change (READ COMMITTED re-checks locked rows) and the
 * console can never be left without an active admin.
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: sysUsers.id })
    .from(sysUsers)
    .where(and(eq(sysUsers.role, 'admin'), eq(sysUsers.status, SYS_USER_STATUS.ACTIVE)))
    .orderBy(sysUsers.id)
    .for('update');
  return rows.map((r) => r.id);
}

export async function list(
  db: DbOrTx,
  opts: { keyword: string; offset: number; limit: number },
): Promise<{ rows: SysUserRow[]; total: number }> {
  const pattern = `%${opts.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = opts.keyword
    ? or(ilike(sysUsers.username, pattern), ilike(sysUsers.nickname, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(sysUsers).where(where).orderBy(desc(sysUsers.id)).offset(opts.offset).limit(opts.limit),
    db.select({ n: count() }).from(sysUsers).where(where),
  ]);
  return { rows, total: total.n };
}

export async function insert(
  db: DbOrTx,
  values: { username: string; passwordHash: string; role: SysRole; nickname: string },
): Promise<SysUserRow> {
  const [row] = await db.insert(sysUsers).values(values).returning();
  return row;
}

export interface SysUserChange {
  role?: SysRole;
  nickname?: string;
  status?: SysUserStatus;
  passwordHash?: string;
}

export async function update(db: DbOrTx, id: number, values: SysUserChange): Promise<SysUserRow | undefined> {
  const [row] = await db
    .update(sysUsers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(sysUsers.id, id))
    .returning();
  return row;
}

export async function remove(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(sysUsers).where(eq(sysUsers.id, id)).returning({ id: sysUsers.id });
  return rows.length > 0;
}

/**
 * `npm run console:admin`: creates the admin, or (same username, any case) makes the existing account an
 * active admin with the new password. One statement, so two runs at once cannot both insert.
 */
export async function upsertAdmin(
  db: DbOrTx,
  values: { username: string; passwordHash: string; nickname: string },
): Promise<{ id: number; username: string; created: boolean }> {
  const result = await db.execute(sql`
    insert into sys_users (username, password_hash, role, nickname)
    values (${values.username}, ${values.passwordHash}, 'admin', ${values.nickname})
    on conflict (lower(username)) do update
      set password_hash = excluded.password_hash, role = 'admin', status = 'active', updated_at = now()
    returning id, username, (xmax = 0) as created`);
  const [row] = rowsOf<{ id: string | number; username: string; created: boolean }>(result);
  return { id: Number(row.id), username: row.username, created: row.created };
}
