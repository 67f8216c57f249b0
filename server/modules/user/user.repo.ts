import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client';
import { cities, provinces, sessions, USER_STATUS, users } from '../../db/schema';
import { HOUSE_ACCOUNT } from '../console/house-account.repo';

export type UserRow = typeof users.$inferSelect;

/** The columns of a member summary (search hits, follow lists, invitations), for `select`. */
export const summaryColumns = {
  id: users.id,
  nickname: users.nickname,
  avatar: users.avatar,
  profile: users.profile,
  styleStr: users.styleStr,
  fansCount: users.fansCount,
  posts: users.posts,
};
export type SummaryRow = Pick<UserRow, keyof typeof summaryColumns>;

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

/** Whether any member exists; the house account (migration 0016) is none, so a new database gets the demo. */
export async function hasAnyUser(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ne(users.countryCode, HOUSE_ACCOUNT.countryCode))
    .limit(1);
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

/** A member who may act: never banned, or their ban has run out (users.banned_until, issue 15). */
export const notBanned = () =>
  // coalesce: a ban without an end (null) must read false here, never null, so `not` of it is true.
  sql`(${users.status} = ${USER_STATUS.ACTIVE} or coalesce(${users.bannedUntil} <= now(), false))`;

/** The live session's user in one round trip; expired, revoked or banned sessions yield nothing. */
/**
 * Every member's request looks its session up: the statement is built once per database handle and
 * prepared (drizzle's query building was a fifth of the server's CPU in the ledger bench's profile).
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        notBanned(),
      ),
    )
    .limit(1)
    .prepare('user_by_session');
}

export async function findUserBySessionHash(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash });
  return row?.user;
}

/**
 * The member a session token belonged to when they are banned now, whether or not the ban revoked the
 * session: a banned member's open page is told why it can no longer act (plugins/session.ts).
 */
export async function bannedSessionOwner(db: DbOrTx, tokenHash: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`), sql`not ${notBanned()}`),
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

export type ProfileValues = Partial<Pick<UserRow, 'avatar' | 'profile' | 'provinceCode' | 'cityCode'>>;

/**
 * Changes a member's profile in one statement. A new nickname also stamps nickname_changed_at, and the
 * row is only updated when the last change is at least `days` old (or the name is unchanged), so two
 * concurrent renames cannot both pass the limit. Returns nothing when the limit refused it.
 */
export async function updateProfile(
  db: DbOrTx,
  userId: number,
  values: ProfileValues,
  nickname: string | undefined,
  days: number,
): Promise<UserRow | undefined> {
  const where = [eq(users.id, userId)];
  const rename: PgUpdateSetSource<typeof users> = {};
  if (nickname !== undefined) {
    // SET expressions read the row as it was, so `nickname = $new` here means "not renamed".
    const same = sql`${users.nickname} = ${nickname}`;
    rename.nickname = nickname;
    rename.nicknameChangedAt = sql`case when ${same} then ${users.nicknameChangedAt} else now() end`;
    where.push(
      sql`(${same} or ${users.nicknameChangedAt} is null
        or ${users.nicknameChangedAt} <= now() - make_interval(days => ${days}))`,
    );
  }
  const [row] = await db
    .update(users)
    .set({ ...values, ...rename, updatedAt: sql`now()` })
    .where(and(...where))
    .returning();
  return row;
}

/** Whether the province exists and, when a city is given, the city lies in it. */
export async function areaExists(
  db: DbOrTx,
  provinceCode: string,
  cityCode: string | null,
): Promise<boolean> {
  const rows = cityCode
    ? await db
        .select({ one: cities.cityCode })
        .from(cities)
        .where(and(eq(cities.cityCode, cityCode), eq(cities.provinceCode, provinceCode)))
        .limit(1)
    : await db
        .select({ one: provinces.provinceCode })
        .from(provinces)
        .where(eq(provinces.provinceCode, provinceCode))
        .limit(1);
  return rows.length > 0;
}
