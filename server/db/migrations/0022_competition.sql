CREATE TABLE "competitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"apply_start" date NOT NULL,
	"apply_end" date NOT NULL,
	"rules_html" text DEFAULT '' NOT NULL,
	"prizes_html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitions_period" CHECK ("competitions"."start_date" <= "competitions"."end_date" and "competitions"."apply_start" <= "competitions"."apply_end" and "competitions"."apply_end" <= "competitions"."end_date")
);
--> statement-breakpoint
CREATE TABLE "competition_screenshots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_screenshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_screenshots_key" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "competition_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"competition_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"screenshot_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_applications_member" UNIQUE("competition_id","user_id"),
	CONSTRAINT "competition_applications_status" CHECK ("competition_applications"."status" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "competition_holdings" (
	"application_id" bigint NOT NULL,
	"stock_id" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competition_holdings_application_id_stock_id_pk" PRIMARY KEY("application_id","stock_id"),
	CONSTRAINT "competition_holdings_positive" CHECK ("competition_holdings"."quantity" > 0 and "competition_holdings"."cost" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_closes" (
	"stock_id" bigint NOT NULL,
	"day" date NOT NULL,
	"close" numeric(12, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_closes_stock_id_day_pk" PRIMARY KEY("stock_id","day"),
	CONSTRAINT "stock_closes_positive" CHECK ("stock_closes"."close" > 0)
);
--> statement-breakpoint
ALTER TABLE "competition_screenshots" ADD CONSTRAINT "competition_screenshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_applications" ADD CONSTRAINT "competition_applications_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_applications" ADD CONSTRAINT "competition_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_applications" ADD CONSTRAINT "competition_applications_screenshot_id_competition_screenshots_id_fk" FOREIGN KEY ("screenshot_id") REFERENCES "public"."competition_screenshots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_holdings" ADD CONSTRAINT "competition_holdings_application_id_competition_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."competition_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_holdings" ADD CONSTRAINT "competition_holdings_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_closes" ADD CONSTRAINT "stock_closes_stock_id_stocks_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitions_start_idx" ON "competitions" USING btree ("start_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "competition_screenshots_user_idx" ON "competition_screenshots" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "competition_applications_review_idx" ON "competition_applications" USING btree ("competition_id","status","id");--> statement-breakpoint
CREATE INDEX "competition_applications_user_idx" ON "competition_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stock_closes_day_idx" ON "stock_closes" USING btree ("day");
