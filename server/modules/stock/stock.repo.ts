import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stocks } from '../../db/schema';

export interface StockInput {
  code: string;
  name: string;
  exchange: string;
  pinyin: string;
  initials: string;
}

/** Inserts new codes and renames existing ones (names change, e.g. after a merger or ST). */
export async function upsertStocks(db: DbOrTx, rows: StockInput[]): Promise<number> {
  let written = 0;
  // Batches keep each statement's parameter count well under PostgreSQL's 65535 limit.
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000);
    const result = await db
      .insert(stocks)
      .values(batch)
      .onConflictDoUpdate({
        target: stocks.code,
        set: {
          name: sql`excluded.name`,
          exchange: sql`excluded.exchange`,
          pinyin: sql`excluded.pinyin`,
          initials: sql`excluded.initials`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${stocks.name}, ${stocks.exchange}, ${stocks.pinyin}) is distinct from (excluded.name, excluded.exchange, excluded.pinyin)`,
      })
      .returning({ id: stocks.id });
    written += result.length;
  }
  return written;
}
