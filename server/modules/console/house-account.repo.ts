import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';

/**
 * The member account editors' content is published under (异动解析 posts, timeline events by system users):
 * posts need an author, and a system user is not a member. Migration 0016 creates it; its phone is not a
 * dialable number, so no one can sign in as it, and its nickname is taken for everyone else.
 */
export const HOUSE_ACCOUNT = { countryCode: '+00', phone: 'house', nickname: '研社编辑部' } as const;

let cached: number | undefined;

export async function houseAccountId(db: DbOrTx): Promise<number> {
  if (cached !== undefined) return cached;
  const rows = rowsOf<{ id: string | number }>(
    await db.execute(
      sql`select id from users where country_code = ${HOUSE_ACCOUNT.countryCode} and phone = ${HOUSE_ACCOUNT.phone}`,
    ),
  );
  if (!rows[0]) throw new Error('The house account is missing: run the migrations (0016).');
  // One id per database; tests open several databases in one process, so cache only outside tests.
  if (process.env.NODE_ENV === 'production') cached = Number(rows[0].id);
  return Number(rows[0].id);
}
