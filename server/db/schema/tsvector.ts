import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';

/**
 * A search vector, written as a tsvector literal built in Node from jieba's tokens (search/post-index.ts)
 * and cast on the way in: PostgreSQL's own parsers cannot segment Chinese (ADR 0010).
 */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
  toDriver: (value) => sql`${value}::tsvector`,
});
