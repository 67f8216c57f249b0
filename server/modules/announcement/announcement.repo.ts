import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ANNOUNCEMENT_SEARCH_MAX } from '../../../common/announcement';
import type { Db, DbOrTx } from '../../db/client';
import { announcements, interactions, sidebarLinks } from '../../db/schema';

/** All SQL of announcements, 互动易 Q&A and the sidebar's announcement links. */

export type AnnouncementRow = Omit<typeof announcements.$inferSelect, 'vector'>;
export type QaRow = Omit<typeof interactions.$inferSelect, 'vector'>;
export type SidebarLinkRow = typeof sidebarLinks.$inferSelect;

/** What every search may filter by; the service resolves stocks, words and China-time days. */
export interface SearchFilter {
  stockIds?: number[];
  /** A tsquery literal (search/post-index.ts searchQuery). */
  tsquery?: string;
  type?: string;
  platform?: string;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  until?: Date;
}

function conditions(
  t: { stockId: PgColumn; vector: PgColumn; time: PgColumn },
  f: SearchFilter,
  extra: SQL[] = [],
): SQL | undefined {
  const parts: SQL[] = [...extra];
  if (f.stockIds)
    parts.push(f.stockIds.length === 1 ? eq(t.stockId, f.stockIds[0]) : inArray(t.stockId, f.stockIds));
  if (f.tsquery) parts.push(sql`${t.vector} @@ ${f.tsquery}::tsquery`);
  if (f.from) parts.push(gte(t.time, f.from));
  if (f.until) parts.push(lt(t.time, f.until));
  return parts.length ? and(...parts) : undefined;
}

const announcementColumns = {
  id: announcements.id,
  sourceKey: announcements.sourceKey,
  stockId: announcements.stockId,
  code: announcements.code,
  title: announcements.title,
  type: announcements.type,
  publishedAt: announcements.publishedAt,
  pdfUrl: announcements.pdfUrl,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
};

const announcementWhere = (f: SearchFilter) =>
  conditions(
    { stockId: announcements.stockId, vector: announcements.vector, time: announcements.publishedAt },
    f,
    f.type ? [eq(announcements.type, f.type)] : [],
  );

/**
 * A page of matches, newest first, and how many there are up to ANNOUNCEMENT_SEARCH_MAX: counting stops
 * there, so a broad search costs a bounded index walk rather than a count of half a million rows. The
 * count rides along as an uncorrelated subquery (evaluated once): one round trip, not two.
 */
export async function searchAnnouncements(db: DbOrTx, f: SearchFilter, offset: number, limit: number) {
  if (!f.tsquery && (!f.stockIds || f.stockIds.length === 1)) {
    return searchAnnouncementsPrepared(db as Db, f, offset, limit);
  }
  const where = announcementWhere(f);
  const rows = await db
    .select({ ...announcementColumns, total: cappedCount(announcements, where) })
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(limit)
    .offset(offset);
  return pageWithTotal(db, rows, offset, announcements, where);
}

/**
 * The searches without words — by stock, type and dates, the form's usual questions — as prepared
 * statements, one per combination of filters: half of such a search's database time was planning it.
 * A word search is planned each time, because its best plan depends on how common the word is (a GIN
 * lookup for a rare one, a newest-first index walk for a common one).
 */
const P = sql.placeholder;
const preparedSearches = new WeakMap<Db, Map<string, ReturnType<typeof prepareAnnouncementSearch>>>();

function prepareAnnouncementSearch(db: Db, key: string) {
  const [stock, type, from, until] = key.split('').map((c) => c === '1');
  const parts: SQL[] = [];
  if (stock) parts.push(eq(announcements.stockId, P('stock')));
  if (type) parts.push(eq(announcements.type, P('type')));
  if (from) parts.push(gte(announcements.publishedAt, P('from')));
  if (until) parts.push(lt(announcements.publishedAt, P('until')));
  const where = parts.length ? and(...parts) : undefined;
  return db
    .select({ ...announcementColumns, total: cappedCount(announcements, where) })
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(P('limit'))
    .offset(P('offset'))
    .prepare(`announcement_search_${key}`);
}

async function searchAnnouncementsPrepared(db: Db, f: SearchFilter, offset: number, limit: number) {
  const key = [f.stockIds, f.type, f.from, f.until].map((v) => (v === undefined ? '0' : '1')).join('');
  let byKey = preparedSearches.get(db);
  if (!byKey) {
    byKey = new Map();
    preparedSearches.set(db, byKey);
  }
  let statement = byKey.get(key);
  if (!statement) {
    statement = prepareAnnouncementSearch(db, key);
    byKey.set(key, statement);
  }
  const rows = await statement.execute({
    stock: f.stockIds?.[0],
    type: f.type,
    from: f.from?.toISOString(),
    until: f.until?.toISOString(),
    limit,
    offset,
  });
  return pageWithTotal(db, rows, offset, announcements, announcementWhere(f));
}

/** `count(*)` of the matches, stopping at ANNOUNCEMENT_SEARCH_MAX. */
const cappedCount = (table: typeof announcements | typeof interactions, where: SQL | undefined) =>
  sql<number>`(select count(*)::int from (select 1 from ${table} ${where ? sql`where ${where}` : sql``}
    limit ${ANNOUNCEMENT_SEARCH_MAX}) matches)`.mapWith(Number);

/** The rows without their `total`, and the total: from the rows, or counted when the page is empty. */
async function pageWithTotal<R extends { total: number }>(
  db: DbOrTx,
  rows: R[],
  offset: number,
  table: typeof announcements | typeof interactions,
  where: SQL | undefined,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    [{ total }] = await db.select({ total: cappedCount(table, where) }).from(sql`(select 1) one`);
  }
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

export async function findAnnouncement(db: DbOrTx, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select(announcementColumns).from(announcements).where(eq(announcements.id, id));
  return row;
}

export function newestAnnouncements(db: DbOrTx, limit: number) {
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      code: announcements.code,
      stockId: announcements.stockId,
    })
    .from(announcements)
    .orderBy(desc(announcements.publishedAt), desc(announcements.id))
    .limit(limit);
}

export interface AnnouncementWrite {
  sourceKey: string;
  stockId: number;
  code: string;
  title: string;
  type: string;
  publishedAt: Date;
  pdfUrl: string;
  vector: string;
}

export interface UpsertCounts {
  inserted: number;
  updated: number;
}

/**
 * Inserts new rows and updates changed ones by source key, in one statement per batch. Unchanged rows are
 * left alone (not rewritten, not counted), so importing the same file twice reports nothing new.
 * `xmax = 0` tells a freshly inserted row from an updated one.
 */
export async function upsertAnnouncements(tx: DbOrTx, rows: AnnouncementWrite[]): Promise<UpsertCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const a = announcements;
  const result = await tx
    .insert(a)
    .values(rows)
    .onConflictDoUpdate({
      target: a.sourceKey,
      set: {
        stockId: sql`excluded.stock_id`,
        code: sql`excluded.code`,
        title: sql`excluded.title`,
        type: sql`excluded.type`,
        publishedAt: sql`excluded.published_at`,
        pdfUrl: sql`excluded.pdf_url`,
        vector: sql`excluded.vector`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${a.stockId}, ${a.title}, ${a.type}, ${a.publishedAt}, ${a.pdfUrl}, ${a.vector})
        is distinct from (excluded.stock_id, excluded.title, excluded.type, excluded.published_at,
          excluded.pdf_url, excluded.vector)`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return counts(result);
}

function counts(result: { inserted: boolean }[]): UpsertCounts {
  const inserted = result.filter((r) => r.inserted).length;
  return { inserted, updated: result.length - inserted };
}

const qaColumns = {
  id: interactions.id,
  sourceKey: interactions.sourceKey,
  stockId: interactions.stockId,
  code: interactions.code,
  platform: interactions.platform,
  question: interactions.question,
  answer: interactions.answer,
  askedAt: interactions.askedAt,
  answeredAt: interactions.answeredAt,
  createdAt: interactions.createdAt,
  updatedAt: interactions.updatedAt,
};

const qaWhere = (f: SearchFilter) =>
  conditions(
    { stockId: interactions.stockId, vector: interactions.vector, time: interactions.askedAt },
    f,
    f.platform ? [eq(interactions.platform, f.platform)] : [],
  );

export async function searchQa(db: DbOrTx, f: SearchFilter, offset: number, limit: number) {
  const where = qaWhere(f);
  const rows = await db
    .select({ ...qaColumns, total: cappedCount(interactions, where) })
    .from(interactions)
    .where(where)
    .orderBy(desc(interactions.askedAt), desc(interactions.id))
    .limit(limit)
    .offset(offset);
  return pageWithTotal(db, rows, offset, interactions, where);
}

export async function findQa(db: DbOrTx, id: number): Promise<QaRow | undefined> {
  const [row] = await db.select(qaColumns).from(interactions).where(eq(interactions.id, id));
  return row;
}

export interface QaWrite {
  sourceKey: string;
  stockId: number;
  code: string;
  platform: string;
  question: string;
  answer: string;
  askedAt: Date;
  answeredAt: Date | null;
  vector: string;
}

export async function upsertQa(tx: DbOrTx, rows: QaWrite[]): Promise<UpsertCounts> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const q = interactions;
  const result = await tx
    .insert(q)
    .values(rows)
    .onConflictDoUpdate({
      target: q.sourceKey,
      set: {
        stockId: sql`excluded.stock_id`,
        code: sql`excluded.code`,
        platform: sql`excluded.platform`,
        question: sql`excluded.question`,
        answer: sql`excluded.answer`,
        askedAt: sql`excluded.asked_at`,
        answeredAt: sql`excluded.answered_at`,
        vector: sql`excluded.vector`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${q.stockId}, ${q.platform}, ${q.question}, ${q.answer}, ${q.askedAt}, ${q.answeredAt}, ${q.vector})
        is distinct from (excluded.stock_id, excluded.platform, excluded.question, excluded.answer,
          excluded.asked_at, excluded.answered_at, excluded.vector)`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return counts(result);
}

// Sidebar links

export function listSidebarLinks(db: DbOrTx) {
  return db.select().from(sidebarLinks).orderBy(asc(sidebarLinks.sortOrder), asc(sidebarLinks.id));
}

export function enabledSidebarLinks(db: DbOrTx, limit: number) {
  return db
    .select({ title: sidebarLinks.title, link: sidebarLinks.link })
    .from(sidebarLinks)
    .where(eq(sidebarLinks.enabled, true))
    .orderBy(asc(sidebarLinks.sortOrder), asc(sidebarLinks.id))
    .limit(limit);
}

export interface SidebarLinkWrite {
  title: string;
  link: string;
  sortOrder: number;
  enabled: boolean;
}

export async function insertSidebarLink(tx: DbOrTx, v: SidebarLinkWrite): Promise<SidebarLinkRow> {
  const [row] = await tx.insert(sidebarLinks).values(v).returning();
  return row;
}

export async function updateSidebarLink(
  tx: DbOrTx,
  id: number,
  v: SidebarLinkWrite,
): Promise<SidebarLinkRow | undefined> {
  const [row] = await tx
    .update(sidebarLinks)
    .set({ ...v, updatedAt: sql`now()` })
    .where(eq(sidebarLinks.id, id))
    .returning();
  return row;
}

export async function deleteSidebarLink(tx: DbOrTx, id: number): Promise<SidebarLinkRow | undefined> {
  const [row] = await tx.delete(sidebarLinks).where(eq(sidebarLinks.id, id)).returning();
  return row;
}
