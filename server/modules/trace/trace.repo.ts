import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { traceCounts } from '../../db/schema';

/** Counts one event; the upsert is atomic, so concurrent calls are all counted. */
export async function countEvent(db: DbOrTx, day: string, action: string, source: string): Promise<void> {
  await db
    .insert(traceCounts)
    .values({ day, action, source, count: 1 })
    .onConflictDoUpdate({
      target: [traceCounts.day, traceCounts.action, traceCounts.source],
      set: { count: sql`${traceCounts.count} + 1` },
    });
}

export function countsOfDay(db: DbOrTx, day: string) {
  return db
    .select({ action: traceCounts.action, source: traceCounts.source, count: traceCounts.count })
    .from(traceCounts)
    .where(eq(traceCounts.day, day))
    .orderBy(asc(traceCounts.action), asc(traceCounts.source));
}
