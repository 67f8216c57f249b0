CREATE TABLE "trade_plans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"article_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"stock_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"entry_fen" bigint NOT NULL,
	"target_fen" bigint NOT NULL,
	"stop_fen" bigint NOT NULL,
	"size" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"trade_date" date NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"outcome" smallint,
	"exec_fen" bigint,
	"return_bp" integer,
	"result_at" timestamp with time zone,
	"follow_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_plans_article_id_unique" UNIQUE("article_id"),
	CONSTRAINT "trade_plans_direction" CHECK ("trade_plans"."direction" in ('buy', 'sell')),
	CONSTRAINT "trade_plans_prices" CHECK ("trade_plans"."entry_fen" > 0 and "trade_plans"."target_fen" > 0 and "trade_plans"."stop_fen" > 0),
	CONSTRAINT "trade_plans_size" CHECK ("trade_plans"."size" > 0),
	CONSTRAINT "trade_plans_outcome" CHECK ("trade_plans"."outcome" between 1 and 4),
	CONSTRAINT "trade_plans_follow_count" CHECK ("trade_plans"."follow_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trade_plan_follows" (
	"plan_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_plan_follows_plan_id_user_id_pk" PRIMARY KEY("plan_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "trade_plans" ADD CONSTRAINT "trade_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_plans" ADD CONSTRAINT "trade_plans_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_plan_follows" ADD CONSTRAINT "trade_plan_follows_plan_id_trade_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."trade_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_plan_follows" ADD CONSTRAINT "trade_plan_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_plans_user_order_idx" ON "trade_plans" USING btree ("user_id","sort_no","id");--> statement-breakpoint
CREATE INDEX "trade_plans_public_idx" ON "trade_plans" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "trade_plans"."is_public";--> statement-breakpoint
CREATE INDEX "trade_plans_stock_idx" ON "trade_plans" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "trade_plan_follows_user_idx" ON "trade_plan_follows" USING btree ("user_id");
