import { and, count, desc, eq, exists, inArray, lte, sql } from 'drizzle-orm';
import { type DbOrTx, pageOf, rowsOf } from '../../db/client';
import { opinionFavorites, opinionQuestions, opinionVotes } from '../../db/schema';

export type QuestionRow = typeof opinionQuestions.$inferSelect;
export type QuestionFields = { day: string; title: string; options: string[] };

export async function insertQuestion(
  db: DbOrTx,
  values: QuestionFields & { createdBy: number },
): Promise<QuestionRow> {
  const [row] = await db.insert(opinionQuestions).values(values).returning();
  return row;
}

export async function findQuestion(db: DbOrTx, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(opinionQuestions).where(eq(opinionQuestions.id, id)).limit(1);
  return row;
}

/**
 * The question, locked against votes and other edits until the transaction ends: a vote holds the row
 * FOR SHARE (castVote), so once this returns no vote is in flight and the next statement sees them all.
 */
export async function lockQuestion(db: DbOrTx, id: number): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(opinionQuestions).where(eq(opinionQuestions.id, id)).for('update');
  return row;
}

export async function hasVotes(db: DbOrTx, questionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: opinionVotes.questionId })
    .from(opinionVotes)
    .where(eq(opinionVotes.questionId, questionId))
    .limit(1);
  return row !== undefined;
}

export async function updateQuestion(db: DbOrTx, id: number, values: QuestionFields): Promise<QuestionRow> {
  const [row] = await db
    .update(opinionQuestions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(opinionQuestions.id, id))
    .returning();
  return row;
}

/** The deleted question's vote count (its votes and favourites go with it), or null when it was gone. */
export async function deleteQuestion(db: DbOrTx, id: number): Promise<number | null> {
  const [votes] = await db.select({ n: count() }).from(opinionVotes).where(eq(opinionVotes.questionId, id));
  const rows = await db
    .delete(opinionQuestions)
    .where(eq(opinionQuestions.id, id))
    .returning({ id: opinionQuestions.id });
  return rows.length ? votes.n : null;
}

export async function questionOfDay(db: DbOrTx, day: string): Promise<QuestionRow | undefined> {
  const [row] = await db.select().from(opinionQuestions).where(eq(opinionQuestions.day, day)).limit(1);
  return row;
}

/** The newest question on or before `day` (the unique day index read backwards). */
export async function latestUntil(db: DbOrTx, day: string): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select()
    .from(opinionQuestions)
    .where(lte(opinionQuestions.day, day))
    .orderBy(desc(opinionQuestions.day))
    .limit(1);
  return row;
}

/** Questions up to `untilDay` (members never see later ones), newest first; optionally one member's favourites. */
export function listQuestions(
  db: DbOrTx,
  q: { untilDay?: string; favoritesOf?: number; limit: number; offset: number },
): Promise<{ rows: QuestionRow[]; total: number }> {
  const where = and(
    q.untilDay ? lte(opinionQuestions.day, q.untilDay) : undefined,
    q.favoritesOf
      ? exists(
          db
            .select({ one: sql`1` })
            .from(opinionFavorites)
            .where(
              and(
                eq(opinionFavorites.userId, q.favoritesOf),
                eq(opinionFavorites.questionId, opinionQuestions.id),
              ),
            ),
        )
      : undefined,
  );
  return pageOf(
    db
      .select()
      .from(opinionQuestions)
      .where(where)
      .orderBy(desc(opinionQuestions.day))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(opinionQuestions).where(where),
  );
}

/** Votes per question and option, counted in SQL from the vote rows (index-only on opinion_votes_count_idx). */
export async function voteCounts(
  db: DbOrTx,
  questionIds: number[],
): Promise<{ questionId: number; option: number; n: number }[]> {
  if (questionIds.length === 0) return [];
  return db
    .select({ questionId: opinionVotes.questionId, option: opinionVotes.option, n: count() })
    .from(opinionVotes)
    .where(inArray(opinionVotes.questionId, questionIds))
    .groupBy(opinionVotes.questionId, opinionVotes.option);
}

export async function votesOf(
  db: DbOrTx,
  userId: number,
  questionIds: number[],
): Promise<{ questionId: number; option: number }[]> {
  if (questionIds.length === 0) return [];
  return db
    .select({ questionId: opinionVotes.questionId, option: opinionVotes.option })
    .from(opinionVotes)
    .where(and(eq(opinionVotes.userId, userId), inArray(opinionVotes.questionId, questionIds)));
}

export async function favoritesOf(db: DbOrTx, userId: number, questionIds: number[]): Promise<number[]> {
  if (questionIds.length === 0) return [];
  const rows = await db
    .select({ questionId: opinionFavorites.questionId })
    .from(opinionFavorites)
    .where(and(eq(opinionFavorites.userId, userId), inArray(opinionFavorites.questionId, questionIds)));
  return rows.map((r) => r.questionId);
}

/**
 * Records or changes a member's vote in one statement: the row is written only while the question still
 * is the one the service checked (same day, so still open) and the option exists among its options; the
 * question row is held FOR SHARE so an editor's change of options or day waits for the vote (and a vote
 * waits for the change). The (question, member) primary key makes it one row per member whatever the
 * concurrency. False when nothing was written (the question changed or went away meanwhile).
 */
export async function castVote(
  db: DbOrTx,
  v: { questionId: number; userId: number; option: number; day: string },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${opinionVotes} (question_id, user_id, option)
    select q.id, ${v.userId}, ${v.option}
    from ${opinionQuestions} q
    where q.id = ${v.questionId} and q.day = ${v.day} and cardinality(q.options) >= ${v.option}
    for share
    on conflict (question_id, user_id)
      do update set option = excluded.option, updated_at = now()
      where ${opinionVotes}.option is distinct from excluded.option
    returning 1 as written`);
  if (rowsOf(result).length > 0) return true;
  // Nothing written: either the same answer again (the conflict clause skipped the update) or the
  // question no longer matched; only the first counts as success.
  const [row] = await db
    .select({ option: opinionVotes.option })
    .from(opinionVotes)
    .where(and(eq(opinionVotes.questionId, v.questionId), eq(opinionVotes.userId, v.userId)));
  return row?.option === v.option;
}

/** Marks a favourite; false when it already was one. */
export async function addFavorite(db: DbOrTx, userId: number, questionId: number): Promise<boolean> {
  const rows = await db
    .insert(opinionFavorites)
    .values({ userId, questionId })
    .onConflictDoNothing()
    .returning({ id: opinionFavorites.questionId });
  return rows.length > 0;
}

/** Unmarks a favourite; false when it was not one. */
export async function removeFavorite(db: DbOrTx, userId: number, questionId: number): Promise<boolean> {
  const rows = await db
    .delete(opinionFavorites)
    .where(and(eq(opinionFavorites.userId, userId), eq(opinionFavorites.questionId, questionId)))
    .returning({ id: opinionFavorites.questionId });
  return rows.length > 0;
}
