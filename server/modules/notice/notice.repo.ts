import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/post';
import { type DbOrTx, pageOf, rowsOf } from '../../db/client';
import { noticePreferences, noticeQueue, notifications, posts, USER_STATUS, users } from '../../db/schema';

export type NoticeInsert = typeof notifications.$inferInsert;
export type QueuedNotice = typeof noticeQueue.$inferInsert;

/**
 * Inserts notices, skipping recipients who muted the type (notice_preferences) in the same statement, so
 * a setting saved concurrently is either seen or not, never half-applied. Rows with a group key join the
 * recipient's unread notice of that key (adding the row's actor count, 1 unless given); a batch holds at
 * most one row per recipient and key.
 * Returns the recipients actually notified.
 */
export async function addNotices(tx: DbOrTx, rows: NoticeInsert[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const col = <T>(pick: (r: NoticeInsert) => T) => sql.param(rows.map(pick));
  const res = await tx.execute(sql`
    insert into ${notifications}
      (user_id, type, actor_id, post_id, comment_id, on_comment, group_key, content, actor_count)
    select v.user_id, v.type, v.actor_id, v.post_id, v.comment_id, v.on_comment, v.group_key, v.content,
      v.actor_count
    from unnest(
      ${col((r) => r.userId)}::bigint[], ${col((r) => r.type)}::smallint[],
      ${col((r) => r.actorId ?? null)}::bigint[], ${col((r) => r.postId ?? null)}::bigint[],
      ${col((r) => r.commentId ?? null)}::bigint[], ${col((r) => r.onComment ?? false)}::boolean[],
      ${col((r) => r.groupKey ?? null)}::text[], ${col((r) => r.content ?? '')}::text[],
      ${col((r) => r.actorCount ?? 1)}::integer[]
    ) as v(user_id, type, actor_id, post_id, comment_id, on_comment, group_key, content, actor_count)
    where not exists (
      select 1 from ${noticePreferences} np where np.user_id = v.user_id and v.type = any(np.muted_types))
    on conflict (user_id, group_key) where not read and group_key is not null do update
      set actor_count = ${notifications.actorCount} + excluded.actor_count, actor_id = excluded.actor_id, updated_at = now()
    returning user_id`);
  return rowsOf<{ user_id: number | string }>(res).map((r) => Number(r.user_id));
}

/**
 * A system notice for the active members whose id lies in `(afterId, upToId]`, in one statement (ids are
 * dense, so a range holds about as many members as it spans). The broadcast's key is the group key, so
 * re-running a broadcast that stopped half-way skips the members who already hold it unread. Returns the
 * members told.
 */
export async function addSystemNotices(
  db: DbOrTx,
  n: { type: number; content: string; postId: number | null; key: string },
  ids: { afterId: number; upToId: number },
): Promise<number[]> {
  const res = await db.execute(sql`
    insert into ${notifications} (user_id, type, post_id, group_key, content)
    select u.id, ${n.type}::smallint, ${n.postId}::bigint, ${n.key}, ${n.content}
    from ${users} u
    where (u.status = ${USER_STATUS.ACTIVE} or u.banned_until <= now()) and u.id > ${ids.afterId} and u.id <= ${ids.upToId}
    on conflict (user_id, group_key) where not read and group_key is not null do nothing
    returning user_id`);
  return rowsOf<{ user_id: number | string }>(res).map((r) => Number(r.user_id));
}

/** The id of a published post by its article id (undefined when there is none). */
export async function publishedPostId(db: DbOrTx, articleId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.articleId, articleId), eq(posts.status, POST_STATUS.PUBLISHED)));
  return row?.id;
}

/** The lowest and highest member ids, the bounds of a broadcast's walk over id ranges. */
export async function memberIdRange(db: DbOrTx): Promise<{ min: number; max: number }> {
  const [row] = await db
    .select({ min: sql<string | null>`min(${users.id})`, max: sql<string | null>`max(${users.id})` })
    .from(users);
  return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
}

/** Appends notices for the queue's drain (see noticeQueue); one insert, no lock on any notice row. */
export async function enqueueNotices(tx: DbOrTx, rows: QueuedNotice[]): Promise<void> {
  if (rows.length > 0) await tx.insert(noticeQueue).values(rows);
}

/**
 * Takes (deletes and returns) up to `limit` of the oldest queued notices; `live` is false when the post
 * or a member is gone (the queue has no foreign keys). Rows another drain holds are skipped, so instances drain
 * disjoint batches; the caller writes the notices in the same transaction, so a failed drain leaves its
 * rows queued.
 */
export async function takeQueued(tx: DbOrTx, limit: number) {
  const res = await tx.execute(sql`
    with taken as (
      delete from ${noticeQueue} where id in (
        select id from ${noticeQueue} order by id limit ${limit} for update skip locked)
      returning id, user_id, type, actor_id, post_id, group_key)
    select t.*,
      exists (select 1 from ${users} u where u.id = t.user_id)
        and exists (select 1 from ${users} u where u.id = t.actor_id)
        and exists (select 1 from ${posts} p where p.id = t.post_id) as live
    from taken t order by t.id`);
  return rowsOf<{
    id: number | string;
    user_id: number | string;
    type: number;
    actor_id: number | string;
    post_id: number | string;
    group_key: string;
    live: boolean;
  }>(res).map((r) => ({
    live: r.live,
    userId: Number(r.user_id),
    type: r.type,
    actorId: Number(r.actor_id),
    postId: Number(r.post_id),
    groupKey: r.group_key,
  }));
}

/** The types a member muted (empty when they never saved a setting). */
export async function mutedTypes(db: DbOrTx, userId: number): Promise<number[]> {
  const [row] = await db
    .select({ muted: noticePreferences.mutedTypes })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, userId));
  return row?.muted ?? [];
}

/** Replaces a member's muted types in one upsert. */
export async function saveMutedTypes(db: DbOrTx, userId: number, types: number[]): Promise<number[]> {
  const [row] = await db
    .insert(noticePreferences)
    .values({ userId, mutedTypes: types })
    .onConflictDoUpdate({
      target: noticePreferences.userId,
      set: { mutedTypes: sql`excluded.muted_types`, updatedAt: sql`now()` },
    })
    .returning({ muted: noticePreferences.mutedTypes });
  return row.muted;
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
  return pageOf(
    db
      .select({
        n: notifications,
        actorNickname: users.nickname,
        actorAvatar: users.avatar,
        articleId: posts.articleId,
        articleTitle: posts.title,
        articleSummary: posts.summary,
        // What the read gate needs to decide whether the recipient may quote the post.
        article: {
          id: posts.id,
          userId: posts.userId,
          fansLimit: posts.fansLimit,
          readLimit: posts.readLimit,
          readIntegral: posts.readIntegral,
        },
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .leftJoin(posts, eq(posts.id, notifications.postId))
      .where(where)
      .orderBy(desc(notifications.updatedAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where),
  );
}

/** Marks the member's unread notices of these types read; true when there were any. */
export async function markRead(db: DbOrTx, userId: number, types: number[]): Promise<boolean> {
  const marked = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.type, types),
        sql`not ${notifications.read}`,
      ),
    )
    .returning({ id: notifications.id });
  return marked.length > 0;
}

export async function deleteNotices(db: DbOrTx, userId: number, types?: number[]): Promise<void> {
  await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), types ? inArray(notifications.type, types) : undefined));
}
