CREATE TABLE "timeline_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timeline_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" bigint NOT NULL,
	"event_date" date NOT NULL,
	"grade" smallint DEFAULT 1 NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timeline_events_post" UNIQUE("post_id"),
	CONSTRAINT "timeline_events_grade" CHECK ("timeline_events"."grade" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "timeline_publishers" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"granted_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industry_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "industry_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"theme" text NOT NULL,
	"item_date" date NOT NULL,
	"stock_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"keyword" text DEFAULT '' NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"imgs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"browse_count" integer DEFAULT 0 NOT NULL,
	"forward_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timeline_events" ADD CONSTRAINT "timeline_events_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_publishers" ADD CONSTRAINT "timeline_publishers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeline_events_date_idx" ON "timeline_events" USING btree ("event_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "industry_items_order_idx" ON "industry_items" USING btree ("is_top" DESC NULLS LAST,"sort_no","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (drizzle-kit does not model it): keyword search reads theme, related stocks and text with
-- ILIKE '%…%', which this trigram index serves (pg_trgm, migration 0001).
CREATE INDEX "industry_items_search_trgm_idx" ON "industry_items" USING gin ((lower("theme" || ' ' || "keyword" || ' ' || "content_text")) gin_trgm_ops);
