CREATE TABLE "market_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_days" (
	"day" date PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"field_count" integer DEFAULT 0 NOT NULL,
	"stock_count" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_fields" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"name" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"sort_no" integer NOT NULL,
	"stock_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_stocks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_stocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"field_id" bigint NOT NULL,
	"day" date NOT NULL,
	"stock_id" bigint NOT NULL,
	"post_id" bigint,
	"time" text DEFAULT '' NOT NULL,
	"num" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"shares_range" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"expound" text DEFAULT '' NOT NULL,
	"sort_no" integer NOT NULL,
	CONSTRAINT "action_stocks_day_stock" UNIQUE("day","stock_id"),
	CONSTRAINT "action_stocks_price" CHECK ("action_stocks"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "action_fields" ADD CONSTRAINT "action_fields_day_action_days_day_fk" FOREIGN KEY ("day") REFERENCES "public"."action_days"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_stocks" ADD CONSTRAINT "action_stocks_field_id_action_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."action_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_stocks" ADD CONSTRAINT "action_stocks_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_stocks" ADD CONSTRAINT "action_stocks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "action_days_published_idx" ON "action_days" USING btree ("day" DESC NULLS LAST) WHERE published;--> statement-breakpoint
CREATE INDEX "action_fields_day_idx" ON "action_fields" USING btree ("day","sort_no");--> statement-breakpoint
CREATE INDEX "action_stocks_field_idx" ON "action_stocks" USING btree ("field_id","sort_no");--> statement-breakpoint
CREATE INDEX "action_stocks_post_idx" ON "action_stocks" USING btree ("post_id");--> statement-breakpoint
-- The exchanges' weekday closures (SSE/SZSE notices); 2027 is provisional until the exchanges publish it.
INSERT INTO "market_holidays" ("day", "name") VALUES
('2024-01-01', '元旦'),
('2024-02-09', '春节'),
('2024-02-12', '春节'),
('2024-02-13', '春节'),
('2024-02-14', '春节'),
('2024-02-15', '春节'),
('2024-02-16', '春节'),
('2024-04-04', '清明节'),
('2024-04-05', '清明节'),
('2024-05-01', '劳动节'),
('2024-05-02', '劳动节'),
('2024-05-03', '劳动节'),
('2024-06-10', '端午节'),
('2024-09-16', '中秋节'),
('2024-09-17', '中秋节'),
('2024-10-01', '国庆节'),
('2024-10-02', '国庆节'),
('2024-10-03', '国庆节'),
('2024-10-04', '国庆节'),
('2024-10-07', '国庆节'),
('2025-01-01', '元旦'),
('2025-01-28', '春节'),
('2025-01-29', '春节'),
('2025-01-30', '春节'),
('2025-01-31', '春节'),
('2025-02-03', '春节'),
('2025-02-04', '春节'),
('2025-04-04', '清明节'),
('2025-05-01', '劳动节'),
('2025-05-02', '劳动节'),
('2025-05-05', '劳动节'),
('2025-06-02', '端午节'),
('2025-10-01', '国庆节、中秋节'),
('2025-10-02', '国庆节、中秋节'),
('2025-10-03', '国庆节、中秋节'),
('2025-10-06', '国庆节、中秋节'),
('2025-10-07', '国庆节、中秋节'),
('2025-10-08', '国庆节、中秋节'),
('2026-01-01', '元旦'),
('2026-01-02', '元旦'),
('2026-02-16', '春节'),
('2026-02-17', '春节'),
('2026-02-18', '春节'),
('2026-02-19', '春节'),
('2026-02-20', '春节'),
('2026-02-23', '春节'),
('2026-04-06', '清明节'),
('2026-05-01', '劳动节'),
('2026-05-04', '劳动节'),
('2026-05-05', '劳动节'),
('2026-06-19', '端午节'),
('2026-09-25', '中秋节'),
('2026-10-01', '国庆节'),
('2026-10-02', '国庆节'),
('2026-10-05', '国庆节'),
('2026-10-06', '国庆节'),
('2026-10-07', '国庆节'),
('2027-01-01', '元旦（预估，待交易所公告）'),
('2027-02-05', '春节（预估，待交易所公告）'),
('2027-02-08', '春节（预估，待交易所公告）'),
('2027-02-09', '春节（预估，待交易所公告）'),
('2027-02-10', '春节（预估，待交易所公告）'),
('2027-02-11', '春节（预估，待交易所公告）'),
('2027-02-12', '春节（预估，待交易所公告）'),
('2027-04-05', '清明节（预估，待交易所公告）'),
('2027-05-03', '劳动节（预估，待交易所公告）'),
('2027-05-04', '劳动节（预估，待交易所公告）'),
('2027-05-05', '劳动节（预估，待交易所公告）'),
('2027-06-09', '端午节（预估，待交易所公告）'),
('2027-09-15', '中秋节（预估，待交易所公告）'),
('2027-10-01', '国庆节（预估，待交易所公告）'),
('2027-10-04', '国庆节（预估，待交易所公告）'),
('2027-10-05', '国庆节（预估，待交易所公告）'),
('2027-10-06', '国庆节（预估，待交易所公告）'),
('2027-10-07', '国庆节（预估，待交易所公告）');
