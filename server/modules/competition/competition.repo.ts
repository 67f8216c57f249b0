import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/client';
import {
  competitionApplications,
  competitionHoldings,
  competitionScreenshots,
  competitions,
  stockCloses,
  stocks,
  sysUsers,
  users,
} from '../../db/schema';

export type CompetitionRow = typeof competitions.$inferSelect & { entrantCount: number };
export type CompetitionValues = Omit<typeof competitions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const APPROVED = 1;

const competitionColumns = {
  id: competitions.id,
  name: competitions.name,
  startDate: competitions.startDate,
  endDate: competitions.endDate,
  applyStart: competitions.applyStart,
  applyEnd: competitions.applyEnd,
  rulesHtml: competitions.rulesHtml,
  prizesHtml: competitions.prizesHtml,
  createdAt: competitions.createdAt,
  updatedAt: competitions.updatedAt,
  entrantCount: sql<number>`(select count(*) from ${competitionApplications} a
    where a.competition_id = "competitions"."id" and a.status = ${APPROVED})`.mapWith(Number),
};

export async function insertCompetition(db: DbOrTx, values: CompetitionValues): Promise<number> {
  const [row] = await db.insert(competitions).values(values).returning({ id: competitions.id });
  return row.id;
}

export async function updateCompetition(db: DbOrTx, id: number, values: CompetitionValues): Promise<boolean> {
  const rows = await db
    .update(competitions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(competitions.id, id))
    .returning({ id: competitions.id });
  return rows.length > 0;
}

/** Deletes a competition nobody applied to; 'missing' or 'applied' otherwise (one statement each way). */
export async function deleteCompetition(db: DbOrTx, id: number): Promise<'deleted' | 'missing' | 'applied'> {
  const rows = await db
    .delete(competitions)
    .where(
      and(
        eq(competitions.id, id),
        sql`not exists (select 1 from ${competitionApplications} a where a.competition_id = ${id})`,
      ),
    )
    .returning({ id: competitions.id });
  if (rows.length > 0) return 'deleted';
  return (await findCompetition(db, id)) ? 'applied' : 'missing';
}

export async function findCompetition(db: DbOrTx, id: number): Promise<CompetitionRow | undefined> {
  const [row] = await db.select(competitionColumns).from(competitions).where(eq(competitions.id, id));
  return row;
}

/** The competition /match shows without an id: running today, else the next to start, else the latest. */
export async function currentCompetition(db: DbOrTx, today: string): Promise<CompetitionRow | undefined> {
  const [row] = await db
    .select(competitionColumns)
    .from(competitions)
    .orderBy(
      sql`case when ${competitions.startDate} <= ${today} and ${competitions.endDate} >= ${today} then 0
        when ${competitions.startDate} > ${today} then 1 else 2 end`,
      sql`case when ${competitions.startDate} > ${today} then ${competitions.startDate} end asc`,
      desc(competitions.startDate),
      desc(competitions.id),
    )
    .limit(1);
  return row;
}

export async function listCompetitions(
  db: DbOrTx,
  limit: number,
  offset: number,
): Promise<{ rows: CompetitionRow[]; total: number }> {
  const rows = await db
    .select(competitionColumns)
    .from(competitions)
    .orderBy(desc(competitions.startDate), desc(competitions.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(competitions);
  return { rows, total };
}

// ---- Screenshots ----

export async function insertScreenshot(
  db: DbOrTx,
  values: { key: string; userId: number; contentType: string; bytes: Buffer },
): Promise<void> {
  await db.insert(competitionScreenshots).values(values);
}

export async function findScreenshot(db: DbOrTx, key: string) {
  const [row] = await db.select().from(competitionScreenshots).where(eq(competitionScreenshots.key, key));
  return row;
}

/** A member's screenshots older than `before` that no application names (uploads never submitted). */
export async function deleteUnusedScreenshots(db: DbOrTx, userId: number, before: Date): Promise<void> {
  await db
    .delete(competitionScreenshots)
    .where(
      and(
        eq(competitionScreenshots.userId, userId),
        lt(competitionScreenshots.createdAt, before),
        sql`not exists (select 1 from ${competitionApplications} a where a.screenshot_id = "competition_screenshots"."id")`,
      ),
    );
}

// ---- Applications ----

/** The new application's id, or null when the member already applied (the unique constraint decides). */
export async function insertApplication(
  db: DbOrTx,
  values: { competitionId: number; userId: number; screenshotId: number },
): Promise<number | null> {
  const rows = await db
    .insert(competitionApplications)
    .values(values)
    .onConflictDoNothing({ target: [competitionApplications.competitionId, competitionApplications.userId] })
    .returning({ id: competitionApplications.id });
  return rows[0]?.id ?? null;
}

export async function insertHoldings(
  db: DbOrTx,
  rows: { applicationId: number; stockId: number; quantity: number; cost: string; sortNo: number }[],
): Promise<void> {
  if (rows.length > 0) await db.insert(competitionHoldings).values(rows);
}

const applicationColumns = {
  id: competitionApplications.id,
  competitionId: competitionApplications.competitionId,
  userId: competitionApplications.userId,
  status: competitionApplications.status,
  reason: competitionApplications.reason,
  createdAt: competitionApplications.createdAt,
  reviewedAt: competitionApplications.reviewedAt,
  screenshotKey: competitionScreenshots.key,
  nickname: users.nickname,
  reviewer: sql<string>`coalesce(${sysUsers.username}, '')`,
};
export type ApplicationRow = {
  id: number;
  competitionId: number;
  userId: number;
  status: number;
  reason: string;
  createdAt: Date;
  reviewedAt: Date | null;
  screenshotKey: string;
  nickname: string;
  reviewer: string;
};

const applicationQuery = (db: DbOrTx) =>
  db
    .select(applicationColumns)
    .from(competitionApplications)
    .innerJoin(competitionScreenshots, eq(competitionScreenshots.id, competitionApplications.screenshotId))
    .innerJoin(users, eq(users.id, competitionApplications.userId))
    .leftJoin(sysUsers, eq(sysUsers.id, competitionApplications.reviewedBy));

export async function findApplication(db: DbOrTx, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await applicationQuery(db).where(eq(competitionApplications.id, id));
  return row;
}

export async function findApplicationOf(
  db: DbOrTx,
  competitionId: number,
  userId: number,
): Promise<ApplicationRow | undefined> {
  const [row] = await applicationQuery(db).where(
    and(eq(competitionApplications.competitionId, competitionId), eq(competitionApplications.userId, userId)),
  );
  return row;
}

export async function listApplications(
  db: DbOrTx,
  q: { competitionId: number; status: number; limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = and(
    eq(competitionApplications.competitionId, q.competitionId),
    q.status >= 0 ? eq(competitionApplications.status, q.status) : undefined,
  );
  const rows = await applicationQuery(db)
    .where(where)
    .orderBy(asc(competitionApplications.status), desc(competitionApplications.id))
    .limit(q.limit)
    .offset(q.offset);
  const [{ total }] = await db.select({ total: count() }).from(competitionApplications).where(where);
  return { rows, total };
}

export async function holdingsOf(db: DbOrTx, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: competitionHoldings.applicationId,
      stockId: competitionHoldings.stockId,
      code: stocks.code,
      name: stocks.name,
      quantity: competitionHoldings.quantity,
      cost: competitionHoldings.cost,
    })
    .from(competitionHoldings)
    .innerJoin(stocks, eq(stocks.id, competitionHoldings.stockId))
    .where(inArray(competitionHoldings.applicationId, applicationIds))
    .orderBy(asc(competitionHoldings.applicationId), asc(competitionHoldings.sortNo));
}

/** Reviews a pending application; false when it is gone or was reviewed meanwhile (one statement). */
export async function reviewApplication(
  db: DbOrTx,
  id: number,
  values: { status: number; reason: string; reviewedBy: number },
): Promise<{ competitionId: number; userId: number } | undefined> {
  const [row] = await db
    .update(competitionApplications)
    .set({ ...values, reviewedAt: new Date() })
    .where(and(eq(competitionApplications.id, id), eq(competitionApplications.status, 0)))
    .returning({
      competitionId: competitionApplications.competitionId,
      userId: competitionApplications.userId,
    });
  return row;
}

// ---- Closing prices and the ranking ----

export async function upsertCloses(
  db: DbOrTx,
  rows: { stockId: number; day: string; close: string }[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(stockCloses)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [stockCloses.stockId, stockCloses.day],
        set: { close: sql`excluded.close`, updatedAt: sql`now()` },
      });
  }
}

/** Imported days, newest first, with how many stocks each has. */
export async function closeDays(
  db: DbOrTx,
  limit: number,
  offset: number,
): Promise<{ rows: { date: string; count: number }[]; total: number }> {
  const rows = await db
    .select({ date: stockCloses.day, count: count() })
    .from(stockCloses)
    .groupBy(stockCloses.day)
    .orderBy(desc(stockCloses.day))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(distinct ${stockCloses.day})`.mapWith(Number) })
    .from(stockCloses);
  return { rows, total };
}

/** The latest day with imported closes within [from, to], or null. */
export async function latestCloseDay(db: DbOrTx, from: string, to: string): Promise<string | null> {
  const [row] = await db
    .select({ day: sql<string | null>`max(${stockCloses.day})` })
    .from(stockCloses)
    .where(sql`${stockCloses.day} between ${from} and ${to}`);
  return row?.day ?? null;
}

export interface RankDbRow {
  rank: number;
  userId: number;
  nickname: string;
  avatar: string;
  costValue: string;
  marketValue: string;
  rate: string;
  stockCount: number;
  total: number;
}

/**
 * Approved entrants ranked by their holdings' return: each stock valued at its latest close on or before
 * `closeDay` (at cost when it has none, so an unpriced stock neither gains nor loses), against cost.
 * Computed in one statement; ties share a rank and are listed by application order.
 */
export async function ranking(
  db: DbOrTx,
  q: { competitionId: number; closeDay: string | null; limit: number; offset: number },
): Promise<RankDbRow[]> {
  const result = await db.execute(sql`
    with entries as (
      select a.id, a.user_id, u.nickname, u.avatar,
        sum(h.quantity * h.cost) as cost_value,
        sum(h.quantity * coalesce(c.close, h.cost)) as market_value,
        count(*) as stock_count
      from competition_applications a
      join users u on u.id = a.user_id
      join competition_holdings h on h.application_id = a.id
      left join lateral (
        select sc.close from stock_closes sc
        where sc.stock_id = h.stock_id and sc.day <= ${q.closeDay}::date
        order by sc.day desc limit 1
      ) c on true
      where a.competition_id = ${q.competitionId} and a.status = ${APPROVED}
      group by a.id, u.id
    ), rated as (
      select *, round((market_value - cost_value) * 100 / cost_value, 2) as rate from entries
    )
    select rank() over (order by rate desc) as rank, user_id, nickname, avatar,
      round(cost_value, 2)::text as cost_value, round(market_value, 2)::text as market_value,
      rate::text as rate_text, stock_count, count(*) over () as total
    from rated
    order by rate desc, id
    limit ${q.limit} offset ${q.offset}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    rank: Number(r.rank),
    userId: Number(r.user_id),
    nickname: String(r.nickname),
    avatar: String(r.avatar),
    costValue: String(r.cost_value),
    marketValue: String(r.market_value),
    rate: String(r.rate_text),
    stockCount: Number(r.stock_count),
    total: Number(r.total),
  }));
}

/** How many approved entrants a competition has (the ranking's total when a page is past the end). */
export async function approvedCount(db: DbOrTx, competitionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(competitionApplications)
    .where(
      and(
        eq(competitionApplications.competitionId, competitionId),
        eq(competitionApplications.status, APPROVED),
      ),
    );
  return row.n;
}
