import { and, asc, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AiMessageStatus, AiSource } from '../../../common/ai';
import { type DbOrTx, pageOf } from '../../db/client';
import { aiMessages, aiSessions } from '../../db/schema';

/** All SQL of the AI assistant's sessions and messages. */

export type AiSessionRow = typeof aiSessions.$inferSelect;
export type AiMessageRow = typeof aiMessages.$inferSelect;

/** Who a session belongs to: a member, else a visitor's cookie id. */
export type AiOwner = { userId: number; visitorId?: undefined } | { visitorId: string; userId?: undefined };

const ownedBy = (o: AiOwner): SQL =>
  o.userId !== undefined ? eq(aiSessions.userId, o.userId) : eq(aiSessions.visitorId, o.visitorId);

export async function insertSession(
  tx: DbOrTx,
  v: { sessionId: string; owner: AiOwner; title: string },
): Promise<AiSessionRow> {
  const [row] = await tx
    .insert(aiSessions)
    .values({
      sessionId: v.sessionId,
      userId: v.owner.userId ?? null,
      visitorId: v.owner.visitorId ?? null,
      title: v.title,
    })
    .returning();
  return row;
}

/** The owner's session by its public id; another owner's reads as missing. */
export async function findSession(db: DbOrTx, sessionId: string, owner: AiOwner) {
  const [row] = await db
    .select()
    .from(aiSessions)
    .where(and(eq(aiSessions.sessionId, sessionId), ownedBy(owner)));
  return row as AiSessionRow | undefined;
}

export function listSessions(db: DbOrTx, owner: AiOwner, offset: number, limit: number) {
  return pageOf(
    db
      .select()
      .from(aiSessions)
      .where(ownedBy(owner))
      .orderBy(desc(aiSessions.updatedAt), desc(aiSessions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(aiSessions).where(ownedBy(owner)),
  );
}

/** Deletes the owner's session (its messages go with it); false when they own none of that id. */
export async function deleteSession(db: DbOrTx, sessionId: string, owner: AiOwner): Promise<boolean> {
  const rows = await db
    .delete(aiSessions)
    .where(and(eq(aiSessions.sessionId, sessionId), ownedBy(owner)))
    .returning({ id: aiSessions.id });
  return rows.length > 0;
}

/** Moves a visitor's sessions to a member in one statement; how many moved. */
export async function claimVisitorSessions(db: DbOrTx, visitorId: string, userId: number): Promise<number> {
  const rows = await db
    .update(aiSessions)
    .set({ userId, visitorId: null })
    .where(and(eq(aiSessions.visitorId, visitorId), isNull(aiSessions.userId)))
    .returning({ id: aiSessions.id });
  return rows.length;
}

export async function touchSession(tx: DbOrTx, id: number): Promise<void> {
  await tx.update(aiSessions).set({ updatedAt: sql`now()` }).where(eq(aiSessions.id, id));
}

export async function insertMessage(
  tx: DbOrTx,
  v: {
    sessionId: number;
    role: 'user' | 'assistant';
    content: string;
    status: AiMessageStatus;
    sources?: AiSource[];
  },
): Promise<AiMessageRow> {
  const [row] = await tx
    .insert(aiMessages)
    .values({ ...v, sources: v.sources ?? [] })
    .returning();
  return row;
}

/** A session's messages, oldest first. */
export function listMessages(db: DbOrTx, sessionPk: number) {
  return db.select().from(aiMessages).where(eq(aiMessages.sessionId, sessionPk)).orderBy(asc(aiMessages.id));
}

/** A session's answers after a message id (all when none), oldest first. */
export function listReplies(db: DbOrTx, sessionPk: number, afterId?: number) {
  const parts = [eq(aiMessages.sessionId, sessionPk), eq(aiMessages.role, 'assistant')];
  if (afterId !== undefined) parts.push(gt(aiMessages.id, afterId));
  return db
    .select()
    .from(aiMessages)
    .where(and(...parts))
    .orderBy(asc(aiMessages.id));
}

/** The newest finished messages of a session before a message, oldest first: the model's memory. */
export async function history(db: DbOrTx, sessionPk: number, beforeId: number, limit: number) {
  const rows = await db
    .select({ role: aiMessages.role, content: aiMessages.content })
    .from(aiMessages)
    .where(
      and(
        eq(aiMessages.sessionId, sessionPk),
        lt(aiMessages.id, beforeId),
        inArray(aiMessages.status, ['done', 'stopped']),
      ),
    )
    .orderBy(desc(aiMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** A message of a session the owner holds, with its status. */
export async function findOwnedMessage(db: DbOrTx, id: number, owner: AiOwner) {
  const [row] = await db
    .select({ id: aiMessages.id, status: aiMessages.status, role: aiMessages.role })
    .from(aiMessages)
    .innerJoin(aiSessions, eq(aiSessions.id, aiMessages.sessionId))
    .where(and(eq(aiMessages.id, id), ownedBy(owner)));
  return row as { id: number; status: AiMessageStatus; role: 'user' | 'assistant' } | undefined;
}

/**
 * Saves a streaming answer's text so far; false when it no longer streams (stopped meanwhile, perhaps
 * from another instance): the writer then ends its stream.
 */
export async function saveStreaming(db: DbOrTx, id: number, content: string): Promise<boolean> {
  const rows = await db
    .update(aiMessages)
    .set({ content, updatedAt: sql`now()` })
    .where(and(eq(aiMessages.id, id), eq(aiMessages.status, 'streaming')))
    .returning({ id: aiMessages.id });
  return rows.length > 0;
}

/**
 * Ends a streaming answer with its final text and status. Only a streaming answer changes: when a stop
 * won the race, the content is still written (status stays 'stopped').
 */
export async function finishAnswer(
  db: DbOrTx,
  id: number,
  content: string,
  status: Exclude<AiMessageStatus, 'streaming'>,
): Promise<AiMessageStatus> {
  const [row] = await db
    .update(aiMessages)
    .set({
      content,
      updatedAt: sql`now()`,
      status: sql`case when ${aiMessages.status} = 'streaming' then ${status} else ${aiMessages.status} end`,
    })
    .where(eq(aiMessages.id, id))
    .returning({ status: aiMessages.status });
  return row?.status ?? status;
}

/** Marks a streaming answer stopped; false when it was not streaming. */
export async function markStopped(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(aiMessages)
    .set({ status: 'stopped', updatedAt: sql`now()` })
    .where(and(eq(aiMessages.id, id), eq(aiMessages.status, 'streaming')))
    .returning({ id: aiMessages.id });
  return rows.length > 0;
}

/**
 * Fails a session's answers left streaming by a process that died: one streams only while its writer
 * saves it every few seconds, so one quiet since `before` has no writer any more.
 */
export async function failAbandoned(db: DbOrTx, sessionPk: number, before: Date): Promise<void> {
  await db
    .update(aiMessages)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(
      and(
        eq(aiMessages.sessionId, sessionPk),
        eq(aiMessages.status, 'streaming'),
        lt(aiMessages.updatedAt, before),
      ),
    );
}
