import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications, posts, users } from '../../db/schema';

export type NoticeInsert = typeof notifications.$inferInsert;

/** Inserts notices; those with a group key join the recipient's unread one of that key (+1 actor). */
export async function addNotices(tx: DbOrTx, rows: NoticeInsert[]): Promise<void> {
  const plain = rows.filter((r) => !r.groupKey);
  const grouped = rows.filter((r) => r.groupKey);
  if (plain.length > 0) await tx.insert(notifications).values(plain);
  for (const row of grouped) {
    await tx
      .insert(notifications)
      .values(row)
      .onConflictDoUpdate({
        target: [notifications.userId, notifications.groupKey],
        targetWhere: sql`not read and group_key is not null`,
        set: {
          actorCount: sql`${notifications.actorCount} + 1`,
          actorId: sql`excluded.actor_id`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** Members whose nickname is one of these (case-insensitive), for @mentions. */
export async function usersByNicknames(db: DbOrTx, nicknames: string[]) {
  if (nicknames.length === 0) return [];
  return db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.nickname})`,
        nicknames.map((n) => n.toLowerCase()),
      ),
    );
}

export async function unreadByType(db: DbOrTx, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ type: notifications.type, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`not ${notifications.read}`))
    .groupBy(notifications.type);
  return new Map(rows.map((r) => [r.type, r.n]));
}

export async function listNotices(
  db: DbOrTx,
  userId: number,
  types: number[],
  limit: number,
  offset: number,
) {
  const where = and(eq(notifications.userId, userId), inArray(notifications.type, types));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        n: notifications,
        actorNickname: users.nickname,
        actorAvatar: users.avatar,
        articleId: posts.articleId,
        articleTitle: posts.title,
        articleSummary: posts.summary,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .leftJoin(posts, eq(posts.id, notifications.postId))
      .where(where)
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where),
  ]);
  return { rows, total: total.n };
}

export async function markRead(db: DbOrTx, userId: number, types: number[]): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.type, types),
        sql`not ${notifications.read}`,
      ),
    );
}

export async function deleteNotices(db: DbOrTx, userId: number, types?: number[]): Promise<void> {
  await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), types ? inArray(notifications.type, types) : undefined));
}
