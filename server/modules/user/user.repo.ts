import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export function findUserByPhone(
  db: DbOrTx,
  countryCode: string,
  phone: string,
): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: and(eq(users.countryCode, countryCode), eq(users.phone, phone)) });
}

export async function insertUser(
  db: DbOrTx,
  values: Pick<
    typeof users.$inferInsert,
    'countryCode' | 'phone' | 'nickname' | 'passwordHash' | 'avatar' | 'profile' | 'styleStr'
  >,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function hasAnyUser(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

export async function setPassword(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function insertSession(
  db: DbOrTx,
  values: { tokenHash: string; userId: number; expiresAt: Date; userAgent: string; ip: string },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The live session's user in one round trip; expired, revoked or banned sessions yield nothing. */
export async function findUserBySessionHash(db: DbOrTx, tokenHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1);
  return row?.user;
}

export async function revokeSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeAllSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Keeps users.posts equal to the member's published posts; called in the transaction that changes them. */
export async function adjustPostCount(db: DbOrTx, userId: number, delta: number): Promise<void> {
  await db
    .update(users)
    .set({ posts: sql`greatest(${users.posts} + ${delta}, 0)` })
    .where(eq(users.id, userId));
}
