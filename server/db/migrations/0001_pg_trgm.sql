-- Hand-written: drizzle-kit does not manage extensions. PGlite loads pg_trgm as a bundled extension
-- (server/db/client.ts); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "stocks_name_trgm_idx" ON "stocks" USING gin ("name" gin_trgm_ops);
