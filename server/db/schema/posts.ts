import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { POST_STATUS, type StoredPostType } from '../../../common/post';
import { users } from './users';

export interface Attachment {
  name: string;
  url: string;
  size?: number;
}

export const posts = pgTable(
  'posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Public id: short lowercase base-36 string, as the real site's (REFERENCE.md). */
    articleId: text('article_id').notNull().unique(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<StoredPostType>().notNull(),
    /** back_garden: 0 研选, 1 广场, 2 生活 (common/post.ts SECTIONS). */
    section: smallint('section').notNull(),
    categoryId: text('category_id'),
    title: text('title').notNull().default(''),
    contentHtml: text('content_html').notNull().default(''),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The stocks the post is about, in stock_list order: a copy of its post_stocks rows (which serve the
     * stock pages' queries), kept in the same transaction so list items need no extra query.
     */
    stockIds: bigint('stock_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    linkUrl: text('link_url').notNull().default(''),
    linkTitle: text('link_title').notNull().default(''),
    attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
    /** Read limit: readers must have been members for this many days (0 = none). */
    readLimit: integer('read_limit').notNull().default(0),
    fansLimit: boolean('fans_limit').notNull().default(false),
    /** 工分 price to unlock (0 = free); payment arrives with the wallet. */
    readIntegral: integer('read_integral').notNull().default(0),
    copyLimit: boolean('copy_limit').notNull().default(false),
    toSquare: boolean('to_square').notNull().default(false),
    interestDisclosure: text('interest_disclosure').notNull().default(''),
    status: smallint('status').notNull().default(POST_STATUS.DRAFT),
    sensitiveWords: text('sensitive_words').array().notNull().default(sql`'{}'::text[]`),
    likeCount: integer('like_count').notNull().default(0),
    stepCount: integer('step_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    forwardCount: integer('forward_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** Weighted interaction count, kept by the posts_heat trigger (migration 0003); the 30-day board's key. */
    score: integer('score').notNull().default(0),
    /** Time-decayed hotness from score and check_time, kept by the same trigger; the hot tab's key. */
    heat: doublePrecision('heat').notNull().default(0),
    isTop: boolean('is_top').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it became public (published or approved); the list's "publish time". */
    checkTime: timestamp('check_time', { withTimezone: true }),
    newInteractionTime: timestamp('new_interaction_time', { withTimezone: true }),
  },
  (t) => [
    index('posts_user_idx').on(t.userId, t.status, t.id),
    index('posts_section_publish_idx')
      .on(t.section, t.checkTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 2`),
    index('posts_section_heat_idx')
      .on(t.section, t.heat.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 2`),
    index('posts_section_score_idx')
      .on(t.section, t.score.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 2`),
    index('posts_section_action_idx')
      .on(t.section, t.newInteractionTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`status = 2`),
    /** The newest-post tool's posts (migration 0025): public, members' (not 异动), without a read gate. */
    index('posts_newest_idx')
      .on(t.checkTime.desc().nullsFirst(), t.articleId.desc().nullsFirst())
      .where(
        sql`status = 2 and type <> 'action' and read_limit = 0 and not fans_limit and read_integral = 0`,
      ),
  ],
);
