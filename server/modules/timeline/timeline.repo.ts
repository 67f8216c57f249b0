import { and, count, desc, eq, gte, ilike, lt, ne, type SQL, sql } from 'drizzle-orm';
import { POST_STATUS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { posts, timelineEvents, timelinePublishers, users } from '../../db/schema';

export type TimelineEventInsert = Omit<typeof timelineEvents.$inferInsert, 'id' | 'createdAt'>;

/** An event with what lists show of its post. */
const eventColumns = {
  postId: timelineEvents.postId,
  articleId: posts.articleId,
  title: posts.title,
  contentHtml: posts.contentHtml,
  fansLimit: posts.fansLimit,
  readLimit: posts.readLimit,
  readIntegral: posts.readIntegral,
  status: posts.status,
  userId: posts.userId,
  publishedAt: sql<Date>`coalesce(${posts.checkTime}, ${posts.createdAt})`.mapWith(posts.createdAt),
  eventDate: timelineEvents.eventDate,
  grade: timelineEvents.grade,
  source: timelineEvents.source,
  themes: timelineEvents.themes,
};
export type EventRow = {
  postId: number;
  articleId: string;
  title: string;
  contentHtml: string;
  fansLimit: boolean;
  readLimit: number;
  readIntegral: number;
  status: number;
  userId: number;
  publishedAt: Date;
  eventDate: string;
  grade: number;
  source: string;
  themes: string[];
};

const published = eq(posts.status, POST_STATUS.PUBLISHED);
const newestFirst = [desc(timelineEvents.eventDate), desc(timelineEvents.id)];

export async function insertEvent(db: DbOrTx, values: TimelineEventInsert): Promise<void> {
  await db.insert(timelineEvents).values(values);
}

/** False when the event is gone (deleted meanwhile). */
export async function updateEvent(
  db: DbOrTx,
  postId: number,
  values: Omit<TimelineEventInsert, 'postId'>,
): Promise<boolean> {
  const rows = await db
    .update(timelineEvents)
    .set(values)
    .where(eq(timelineEvents.postId, postId))
    .returning({ id: timelineEvents.id });
  return rows.length > 0;
}

export async function deleteEvent(db: DbOrTx, postId: number): Promise<boolean> {
  const rows = await db
    .delete(timelineEvents)
    .where(eq(timelineEvents.postId, postId))
    .returning({ id: timelineEvents.id });
  return rows.length > 0;
}

/** Published events, newest day first: a page, a month (`from` ≤ day < `until`) or one day. */
export function listEvents(
  db: DbOrTx,
  q: { grade: number; from?: string; until?: string; limit: number; offset: number },
): Promise<EventRow[]> {
  const where: (SQL | undefined)[] = [published];
  if (q.grade > 0) where.push(eq(timelineEvents.grade, q.grade));
  if (q.from) where.push(gte(timelineEvents.eventDate, q.from));
  if (q.until) where.push(lt(timelineEvents.eventDate, q.until));
  return db
    .select(eventColumns)
    .from(timelineEvents)
    .innerJoin(posts, eq(posts.id, timelineEvents.postId))
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(q.limit)
    .offset(q.offset);
}

/** The day of the earliest published event ('' when there is none): where the timeline's scroll ends. */
export async function earliestDay(db: DbOrTx): Promise<string> {
  const [row] = await db
    .select({ day: sql<string | null>`min(${timelineEvents.eventDate})::text` })
    .from(timelineEvents)
    .innerJoin(posts, eq(posts.id, timelineEvents.postId))
    .where(published);
  return row?.day ?? '';
}

/** An event by its post's public id, in any state (callers decide what a state means to them). */
export async function findEvent(db: DbOrTx, articleId: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select(eventColumns)
    .from(timelineEvents)
    .innerJoin(posts, eq(posts.id, timelineEvents.postId))
    .where(eq(posts.articleId, articleId))
    .limit(1);
  return row;
}

/** The console's list: every event whose post is not deleted, with its author, newest day first. */
export async function listForConsole(
  db: DbOrTx,
  q: { keyword: string; limit: number; offset: number },
): Promise<{ rows: (EventRow & { nickname: string })[]; total: number }> {
  const where = and(
    ne(posts.status, POST_STATUS.DELETED),
    q.keyword ? ilike(posts.title, `%${escapeLike(q.keyword)}%`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...eventColumns, nickname: users.nickname })
      .from(timelineEvents)
      .innerJoin(posts, eq(posts.id, timelineEvents.postId))
      .innerJoin(users, eq(users.id, posts.userId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ total: count() })
      .from(timelineEvents)
      .innerJoin(posts, eq(posts.id, timelineEvents.postId))
      .where(where),
  ]);
  return { rows, total };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Whether the member may publish events; `lock` holds the grant until the transaction ends. */
export async function isPublisher(db: DbOrTx, userId: number, lock = false): Promise<boolean> {
  const query = db
    .select({ userId: timelinePublishers.userId })
    .from(timelinePublishers)
    .where(eq(timelinePublishers.userId, userId))
    .limit(1);
  const rows = lock ? await query.for('share') : await query;
  return rows.length > 0;
}

/** False when the member already had it. */
export async function grant(db: DbOrTx, userId: number, grantedBy: number): Promise<boolean> {
  const rows = await db
    .insert(timelinePublishers)
    .values({ userId, grantedBy })
    .onConflictDoNothing()
    .returning({ userId: timelinePublishers.userId });
  return rows.length > 0;
}

export async function revoke(db: DbOrTx, userId: number): Promise<boolean> {
  const rows = await db
    .delete(timelinePublishers)
    .where(eq(timelinePublishers.userId, userId))
    .returning({ userId: timelinePublishers.userId });
  return rows.length > 0;
}

export async function listGrants(db: DbOrTx, q: { limit: number; offset: number }) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        userId: timelinePublishers.userId,
        nickname: users.nickname,
        phone: users.phone,
        createdAt: timelinePublishers.createdAt,
      })
      .from(timelinePublishers)
      .innerJoin(users, eq(users.id, timelinePublishers.userId))
      .orderBy(desc(timelinePublishers.createdAt), desc(timelinePublishers.userId))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: count() }).from(timelinePublishers),
  ]);
  return { rows, total };
}

/** The member's nickname, or undefined when there is no such member. */
export async function memberNickname(db: DbOrTx, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
  return row?.nickname;
}
