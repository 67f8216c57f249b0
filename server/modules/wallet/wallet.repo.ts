import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { entitlements } from '../../db/schema';

/** All SQL of time-limited access (the newest-post tool). */

/** Extends access by `days` from its end, or from now when it has ended: one atomic upsert. */
export async function extendEntitlement(
  db: DbOrTx,
  userId: number,
  kind: string,
  days: number,
): Promise<Date> {
  const interval = sql`make_interval(days => ${days})`;
  const [row] = await db
    .insert(entitlements)
    .values({ userId, kind, expiresAt: sql`now() + ${interval}` })
    .onConflictDoUpdate({
      target: [entitlements.userId, entitlements.kind],
      set: { expiresAt: sql`greatest(${entitlements.expiresAt}, now()) + ${interval}` },
    })
    .returning({ expiresAt: entitlements.expiresAt });
  return row.expiresAt;
}

export async function entitlementEnd(db: DbOrTx, userId: number, kind: string): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: entitlements.expiresAt })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.kind, kind)));
  return row?.expiresAt ?? null;
}
