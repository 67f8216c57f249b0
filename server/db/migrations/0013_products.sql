CREATE TABLE "product_articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" bigint NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_subscriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"pay_order_id" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"signed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_subscriptions_pay_order" UNIQUE("pay_order_id"),
	CONSTRAINT "product_subscriptions_status" CHECK ("product_subscriptions"."status" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"price" bigint NOT NULL,
	"period_days" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_name" UNIQUE("name"),
	CONSTRAINT "products_price_period" CHECK ("products"."price" > 0 and "products"."period_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_articles" ADD CONSTRAINT "product_articles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subscriptions" ADD CONSTRAINT "product_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subscriptions" ADD CONSTRAINT "product_subscriptions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_subscriptions" ADD CONSTRAINT "product_subscriptions_pay_order_id_pay_orders_id_fk" FOREIGN KEY ("pay_order_id") REFERENCES "public"."pay_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_articles_product_idx" ON "product_articles" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "product_subscriptions_user_idx" ON "product_subscriptions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "product_subscriptions_user_status_idx" ON "product_subscriptions" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "product_subscriptions_access_idx" ON "product_subscriptions" USING btree ("user_id","product_id","expires_at") WHERE "product_subscriptions"."status" = 4;--> statement-breakpoint
CREATE INDEX "product_subscriptions_review_idx" ON "product_subscriptions" USING btree ("id") WHERE "product_subscriptions"."status" = 3;