import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sysUsers } from './console';
import { users } from './users';

/**
 * The daily opinion vote (issue 16 item 2): one question per trading day, set by editors. `options` holds
 * the 2–6 answers in order; a vote names its answer by 1-based position, so options are frozen once the
 * question has votes (the service refuses the edit).
 */
export const opinionQuestions = pgTable(
  'opinion_questions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    options: text('options').array().notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => sysUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('opinion_questions_day').on(t.day),
    check('opinion_questions_options', sql`cardinality(${t.options}) between 2 and 6`),
  ],
);

/**
 * One row per member and question (the primary key is the one-vote rule); changing the vote updates the
 * row. Counts are computed from these rows (the (question, option) index answers them from the index).
 */
export const opinionVotes = pgTable(
  'opinion_votes',
  {
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => opinionQuestions.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    option: smallint('option').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.questionId, t.userId] }),
    index('opinion_votes_count_idx').on(t.questionId, t.option),
    check('opinion_votes_option', sql`${t.option} between 1 and 6`),
  ],
);

/** A member's favourite questions (`vote-favorite`, the 我的收藏 filter of `list`). */
export const opinionFavorites = pgTable(
  'opinion_favorites',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => opinionQuestions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('opinion_favorites_question_idx').on(t.questionId),
  ],
);
