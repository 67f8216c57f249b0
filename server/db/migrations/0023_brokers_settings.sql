CREATE TABLE "brokers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brokers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logo_url" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brokers_name" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "broker_offers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broker_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"broker_id" bigint NOT NULL,
	"title" text NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"link" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_offers_link_https" CHECK ("broker_offers"."link" like 'https://%'),
	CONSTRAINT "broker_offers_valid_range" CHECK ("broker_offers"."valid_to" is null or "broker_offers"."valid_from" is null or "broker_offers"."valid_to" >= "broker_offers"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"pro_name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_pages_slug" UNIQUE("slug"),
	CONSTRAINT "site_pages_slug_format" CHECK ("site_pages"."slug" ~ '^[a-z0-9][a-z0-9_-]*$')
);
--> statement-breakpoint
ALTER TABLE "broker_offers" ADD CONSTRAINT "broker_offers_broker_id_brokers_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."brokers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brokers_order_idx" ON "brokers" USING btree ("sort_no","id");--> statement-breakpoint
CREATE INDEX "broker_offers_broker_idx" ON "broker_offers" USING btree ("broker_id","sort_no","id");
