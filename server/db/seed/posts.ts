import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { POST_STATUS, type PostType, SECTIONS, type SectionKey } from '../../../common/post';
import { htmlToText, sanitizeCommentHtml, sanitizePostHtml, textToHtml } from '../../lib/sanitize';
import { bodyImages } from '../../modules/post/post-gate';
import type { Db } from '../client';
import { comments, postCollects, postReactions, posts, users } from '../schema';

interface SeedComment {
  author: number;
  text: string;
  hours_after: number;
  likes?: number;
  replies?: SeedComment[];
}

interface SeedPost {
  key: string;
  author: number;
  type: PostType;
  section: SectionKey;
  category: string | null;
  title: string;
  html: string;
  tags: string[];
  link_url?: string;
  link_title?: string;
  attachments?: { name: string; url: string }[];
  options: {
    fans_only: boolean;
    read_limit: number;
    read_integral: number;
    copy_limit: boolean;
    interest_disclosure: string;
  };
  hours_ago: number;
  likes: number;
  dislikes: number;
  collects: number;
  views: number;
  comments: SeedComment[];
}

export interface SeedAuthor {
  phone: string;
  nickname: string;
  profile: string;
  style_str: string;
}

const READERS = 300;
const HOUR = 3_600_000;

const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8')) as T;
export const loadSeedAuthors = () => readJson<SeedAuthor[]>('authors.json');

/** A stable public id per corpus key, so re-seeding finds the same rows. */
const seedArticleId = (key: string) =>
  BigInt(`0x${createHash('sha256').update(`yanshe-demo:${key}`).digest('hex').slice(0, 16)}`)
    .toString(36)
    .padStart(13, '0')
    .slice(-11);

/** Plain members who like and collect the demo posts, so every counter is backed by real rows. */
async function ensureReaders(db: Db): Promise<number[]> {
  const phones = Array.from({ length: READERS }, (_, i) => `170${String(i).padStart(8, '0')}`);
  await db
    .insert(users)
    .values(
      phones.map((phone, i) => ({
        phone,
        countryCode: '+86',
        nickname: `研友${1001 + i}`,
        passwordHash: null,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.phone, phones))
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

async function batchInsert<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/**
 * About 200 research posts written for this project (data/posts.json) with their comments, replies,
 * likes, dislikes and collects. Idempotent: posts already present (by their stable id) are skipped.
 */
export async function seedPosts(db: Db, authorIds: number[]): Promise<number> {
  const corpus = readJson<SeedPost[]>('posts.json');
  const wanted = corpus.map((p) => seedArticleId(p.key));
  const existing = new Set(
    (await db.select({ a: posts.articleId }).from(posts).where(inArray(posts.articleId, wanted))).map(
      (r) => r.a,
    ),
  );
  const fresh = corpus.filter((p) => !existing.has(seedArticleId(p.key)));
  if (fresh.length === 0) return 0;
  const readers = await ensureReaders(db);
  const now = Date.now();

  await db.transaction(async (tx) => {
    for (const p of fresh) {
      const published = new Date(now - p.hours_ago * HOUR);
      const contentHtml = sanitizePostHtml(p.html);
      const [row] = await tx
        .insert(posts)
        .values({
          articleId: seedArticleId(p.key),
          userId: authorIds[p.author],
          type: p.type,
          section: SECTIONS[p.section],
          categoryId: p.category,
          title: p.title || (p.type === 'link' ? (p.link_title ?? '') : ''),
          contentHtml,
          summary: htmlToText(contentHtml, 200),
          cover: bodyImages(contentHtml)[0] ?? '',
          tags: p.tags,
          linkUrl: p.link_url ?? '',
          linkTitle: p.link_title ?? '',
          attachments: p.attachments ?? [],
          readLimit: p.options.read_limit,
          fansLimit: p.options.fans_only,
          readIntegral: p.options.read_integral,
          copyLimit: p.options.copy_limit,
          interestDisclosure: p.options.interest_disclosure,
          status: POST_STATUS.PUBLISHED,
          viewCount: p.views,
          createdAt: published,
          checkTime: published,
        })
        .returning({ id: posts.id });
      const likers = readers.slice(0, Math.min(p.likes, readers.length));
      const steppers = readers.slice(readers.length - Math.min(p.dislikes, readers.length - likers.length));
      const collectors = readers.slice(0, Math.min(p.collects, readers.length));
      const at = (i: number) => new Date(published.getTime() + ((i % 48) + 1) * 600_000);
      await batchInsert(
        [
          ...likers.map((userId, i) => ({ postId: row.id, userId, kind: 1, createdAt: at(i) })),
          ...steppers.map((userId, i) => ({ postId: row.id, userId, kind: -1, createdAt: at(i) })),
        ],
        (b) => tx.insert(postReactions).values(b),
      );
      await batchInsert(
        collectors.map((userId, i) => ({ postId: row.id, userId, createdAt: at(i) })),
        (b) => tx.insert(postCollects).values(b),
      );
      for (const c of p.comments) {
        const [top] = await tx
          .insert(comments)
          .values({
            postId: row.id,
            userId: authorIds[c.author],
            contentHtml: sanitizeCommentHtml(textToHtml(c.text)),
            likeCount: c.likes ?? 0,
            replyCount: c.replies?.length ?? 0,
            createdAt: new Date(published.getTime() + c.hours_after * HOUR),
          })
          .returning({ id: comments.id, userId: comments.userId });
        for (const r of c.replies ?? []) {
          await tx.insert(comments).values({
            postId: row.id,
            userId: authorIds[r.author],
            parentId: top.id,
            replyToUserId: top.userId,
            contentHtml: sanitizeCommentHtml(textToHtml(r.text)),
            createdAt: new Date(published.getTime() + r.hours_after * HOUR),
          });
        }
      }
    }
    // Counters from the rows just written; the posts_heat trigger derives score and heat.
    await tx.execute(sql`
      update posts p set
        like_count = (select count(*) from post_reactions r where r.post_id = p.id and r.kind = 1),
        step_count = (select count(*) from post_reactions r where r.post_id = p.id and r.kind = -1),
        collect_count = (select count(*) from post_collects c where c.post_id = p.id),
        comment_count = (select count(*) from comments c where c.post_id = p.id),
        new_interaction_time = (select max(c.created_at) from comments c where c.post_id = p.id)
      where p.article_id in ${fresh.map((f) => seedArticleId(f.key))}`);
    await tx.execute(sql`
      update users u set
        posts = (select count(*) from posts p where p.user_id = u.id and p.status = ${POST_STATUS.PUBLISHED}),
        like_count = (select coalesce(sum(p.like_count), 0) from posts p where p.user_id = u.id)
      where u.id in ${[...new Set(authorIds)]}`);
  });
  return fresh.length;
}
