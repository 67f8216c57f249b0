CREATE TABLE "post_search" (
	"post_id" bigint PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"check_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"day" date NOT NULL,
	"keyword" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_terms_day_keyword_pk" PRIMARY KEY("day","keyword")
);
--> statement-breakpoint
CREATE TABLE "word_clouds" (
	"key" text PRIMARY KEY NOT NULL,
	"words" jsonb NOT NULL,
	"svg" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_stocks" (
	"post_id" bigint NOT NULL,
	"stock_id" bigint NOT NULL,
	"source" smallint NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_stocks_post_id_stock_id_pk" PRIMARY KEY("post_id","stock_id")
);
--> statement-breakpoint
CREATE TABLE "stock_follows" (
	"user_id" bigint NOT NULL,
	"stock_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_follows_user_id_stock_id_pk" PRIMARY KEY("user_id","stock_id")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "stock_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stocks" ADD COLUMN "follow_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_search" ADD CONSTRAINT "post_search_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_stocks" ADD CONSTRAINT "post_stocks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_stocks" ADD CONSTRAINT "post_stocks_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_follows" ADD CONSTRAINT "stock_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_follows" ADD CONSTRAINT "stock_follows_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_search_vector_idx" ON "post_search" USING gin ("vector") WITH (fastupdate=false) WHERE published;--> statement-breakpoint
CREATE INDEX "post_stocks_stock_idx" ON "post_stocks" USING btree ("stock_id","post_id");--> statement-breakpoint
CREATE INDEX "stock_follows_stock_idx" ON "stock_follows" USING btree ("stock_id");--> statement-breakpoint
-- Nickname search (/api/v1/user/search) matches substrings; trigrams keep it off a sequential scan.
CREATE INDEX "users_nickname_trgm_idx" ON "users" USING gin (lower("nickname") gin_trgm_ops);--> statement-breakpoint
-- Hand-written: a post's search document follows its visibility and publish time in the same statement,
-- whatever code path publishes, hides, deletes or restores it, so search never shows a hidden post.
CREATE OR REPLACE FUNCTION posts_search_sync() RETURNS trigger AS $$
BEGIN
  UPDATE post_search SET published = (NEW.status = 2), check_time = NEW.check_time
  WHERE post_id = NEW.id AND (published, check_time) IS DISTINCT FROM (NEW.status = 2, NEW.check_time);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER posts_search_sync AFTER UPDATE OF status, check_time ON posts
  FOR EACH ROW EXECUTE FUNCTION posts_search_sync();
