import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { POST_STATUS } from '../../../common/post';
import type { DbOrTx } from '../../db/client';
import { type CloudWord, posts, wordClouds } from '../../db/schema';
import type { PostRow } from '../post/post.repo';
import { perSection } from '../rank/rank.repo';

export type CloudSource = Pick<PostRow, 'title' | 'summary' | 'fansLimit' | 'readLimit' | 'readIntegral'>;
export type StoredCloud = { key: string; createdAt: Date };

/**
 * The newest published posts, at most `limit`, optionally only those published after `since`; read
 * section by section from the publish indexes, so the cost follows `limit`, not the table's size.
 */
export function latestPublished(db: DbOrTx, limit: number, since?: Date): Promise<CloudSource[]> {
  const columns = {
    id: posts.id,
    checkTime: posts.checkTime,
    title: posts.title,
    summary: posts.summary,
    fansLimit: posts.fansLimit,
    readLimit: posts.readLimit,
    readIntegral: posts.readIntegral,
  };
  return unionAll(
    ...perSection((section) =>
      db
        .select(columns)
        .from(posts)
        .where(
          and(
            eq(posts.status, POST_STATUS.PUBLISHED),
            eq(posts.section, section),
            since ? sql`${posts.checkTime} > ${since}` : undefined,
          ),
        )
        .orderBy(desc(posts.checkTime), desc(posts.id))
        .limit(limit),
    ),
  )
    .orderBy(desc(posts.checkTime), desc(posts.id))
    .limit(limit);
}

/**
 * Stores a cloud. The same words on the same day render the same SVG and so the same key: then only its
 * time moves on, marking that cloud as fresh again.
 */
export async function saveCloud(
  db: DbOrTx,
  cloud: { key: string; words: CloudWord[]; svg: string },
): Promise<StoredCloud> {
  const [row] = await db
    .insert(wordClouds)
    .values(cloud)
    .onConflictDoUpdate({ target: wordClouds.key, set: { createdAt: sql`now()` } })
    .returning({ key: wordClouds.key, createdAt: wordClouds.createdAt });
  return row;
}

/** The newest cloud (the table holds a few days of clouds: see deleteCloudsBefore). */
export async function newestCloud(db: DbOrTx): Promise<StoredCloud | undefined> {
  const [row] = await db
    .select({ key: wordClouds.key, createdAt: wordClouds.createdAt })
    .from(wordClouds)
    .orderBy(desc(wordClouds.createdAt))
    .limit(1);
  return row;
}

export async function cloudSvg(db: DbOrTx, key: string): Promise<string | undefined> {
  const [row] = await db.select({ svg: wordClouds.svg }).from(wordClouds).where(eq(wordClouds.key, key));
  return row?.svg;
}

export async function deleteCloudsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(wordClouds).where(lt(wordClouds.createdAt, before));
}
