CREATE TABLE "post_search" (
	"post_id" bigint PRIMARY KEY NOT NULL,
	"vector" "tsvector" NOT NULL
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
ALTER TABLE "stocks" ADD COLUMN "follow_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_search" ADD CONSTRAINT "post_search_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_stocks" ADD CONSTRAINT "post_stocks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_stocks" ADD CONSTRAINT "post_stocks_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_follows" ADD CONSTRAINT "stock_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_follows" ADD CONSTRAINT "stock_follows_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_search_vector_idx" ON "post_search" USING gin ("vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "post_stocks_stock_idx" ON "post_stocks" USING btree ("stock_id","post_id");--> statement-breakpoint
CREATE INDEX "stock_follows_stock_idx" ON "stock_follows" USING btree ("stock_id");--> statement-breakpoint
-- Nickname search (/api/v1/user/search) matches substrings; trigrams keep it off a sequential scan.
CREATE INDEX "users_nickname_trgm_idx" ON "users" USING gin (lower("nickname") gin_trgm_ops);
