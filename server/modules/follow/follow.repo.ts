import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { follows } from '../../db/schema';

export async function isFollowing(db: DbOrTx, followerId: number, followeeId: number): Promise<boolean> {
  const rows = await db
    .select({ one: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .limit(1);
  return rows.length > 0;
}
