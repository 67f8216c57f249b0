import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { tsvector } from './tsvector';

/**
 * Each post's search document: jieba tokens weighted A title and tags, B summary, C body. A table of its
 * own so that the vectors (kilobytes each) never ride along when posts are read. `published` and
 * `check_time` copy the post's (the posts_search_sync trigger of migration 0005 keeps them in step), so
 * a search ranks and counts its matches here and reads posts only for the page it returns.
 */
export const postSearch = pgTable(
  'post_search',
  {
    postId: bigint('post_id', { mode: 'number' })
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    vector: tsvector('vector').notNull(),
    published: boolean('published').notNull().default(false),
    checkTime: timestamp('check_time', { withTimezone: true }),
  },
  (t) => [
    index('post_search_vector_idx').using('gin', t.vector).with({ fastupdate: false }).where(sql`published`),
  ],
);

/** Searches per keyword and China-time day: the 热搜 tab of the hot ranking. */
export const searchTerms = pgTable(
  'search_terms',
  {
    day: date('day', { mode: 'string' }).notNull(),
    keyword: text('keyword').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.keyword] })],
);

export interface CloudWord {
  word: string;
  weight: number;
}

/** Rendered hot-word clouds; `key` (date + content hash) names the immutable SVG URL. */
export const wordClouds = pgTable('word_clouds', {
  key: text('key').primaryKey(),
  words: jsonb('words').$type<CloudWord[]>().notNull(),
  svg: text('svg').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
