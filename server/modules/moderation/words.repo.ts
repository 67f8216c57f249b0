import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sensitiveWords } from '../../db/schema';

export type SensitiveWordRow = typeof sensitiveWords.$inferSelect;

export async function allWords(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ word: sensitiveWords.word })
    .from(sensitiveWords)
    .orderBy(asc(sensitiveWords.word));
  return rows.map((r) => r.word);
}

export function listWords(db: DbOrTx): Promise<SensitiveWordRow[]> {
  return db.select().from(sensitiveWords).orderBy(asc(sensitiveWords.createdAt), asc(sensitiveWords.word));
}

/** The words newly added (a word already listed is skipped, not an error). */
export async function insertWords(db: DbOrTx, words: string[], createdBy: string): Promise<string[]> {
  if (words.length === 0) return [];
  const rows = await db
    .insert(sensitiveWords)
    .values(words.map((word) => ({ word, createdBy })))
    .onConflictDoNothing()
    .returning({ word: sensitiveWords.word });
  return rows.map((r) => r.word);
}

export async function deleteWord(db: DbOrTx, word: string): Promise<boolean> {
  const rows = await db
    .delete(sensitiveWords)
    .where(eq(sensitiveWords.word, word))
    .returning({ word: sensitiveWords.word });
  return rows.length > 0;
}
