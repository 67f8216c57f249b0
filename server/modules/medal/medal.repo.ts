import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { medals, userMedals, users } from '../../db/schema';

/** The medals a member holds, in catalogue order (user_medals primary key, then the small catalogue). */
export function listUserMedals(db: DbOrTx, userId: number) {
  return db
    .select({
      id: medals.id,
      code: medals.code,
      name: medals.name,
      icon: medals.icon,
      description: medals.description,
      createdAt: userMedals.createdAt,
    })
    .from(userMedals)
    .innerJoin(medals, eq(medals.id, userMedals.medalId))
    .where(eq(userMedals.userId, userId))
    .orderBy(asc(medals.sortNo), asc(medals.id));
}

export async function findMedalId(db: DbOrTx, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: medals.id }).from(medals).where(eq(medals.code, code));
  return row?.id;
}

/** Gives the medal; false when the member already held it. */
export async function insertUserMedal(db: DbOrTx, userId: number, medalId: number): Promise<boolean> {
  const rows = await db
    .insert(userMedals)
    .values({ userId, medalId })
    .onConflictDoNothing()
    .returning({ id: userMedals.medalId });
  return rows.length > 0;
}

/** Takes the medal back; false when the member did not hold it. */
export async function deleteUserMedal(db: DbOrTx, userId: number, medalId: number): Promise<boolean> {
  const rows = await db
    .delete(userMedals)
    .where(and(eq(userMedals.userId, userId), eq(userMedals.medalId, medalId)))
    .returning({ id: userMedals.medalId });
  return rows.length > 0;
}

/** Moves users.medal_count relative to the stored value, so concurrent grants add up. */
export async function adjustMedalCount(db: DbOrTx, userId: number, delta: number): Promise<void> {
  await db
    .update(users)
    .set({ medalCount: sql`greatest(${users.medalCount} + ${delta}, 0)` })
    .where(eq(users.id, userId));
}
