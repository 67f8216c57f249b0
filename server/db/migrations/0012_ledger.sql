CREATE TABLE "bounties" (
	"post_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"integral" bigint NOT NULL,
	"pay_order_id" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"winner_comment_id" bigint,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "energy_daily" (
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "energy_daily_user_id_day_kind_pk" PRIMARY KEY("user_id","day","kind")
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "entitlements_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"code" text,
	"asset" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"overdraft" boolean DEFAULT false NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_accounts_no_negative" CHECK ("ledger_accounts"."balance" >= 0 or "ledger_accounts"."overdraft"),
	CONSTRAINT "ledger_accounts_owner" CHECK (("ledger_accounts"."user_id" is null) <> ("ledger_accounts"."code" is null)),
	CONSTRAINT "ledger_accounts_asset" CHECK ("ledger_accounts"."asset" in ('fen', 'integral', 'energy'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"idem_key" text,
	"pay_order_id" bigint,
	"actor_id" bigint,
	"memo" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_idem_key" UNIQUE("idem_key")
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entry_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10001 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"payee_id" bigint,
	"post_id" bigint,
	"comment_id" bigint,
	"target_id" bigint,
	"subject" text NOT NULL,
	"money" bigint NOT NULL,
	"integral" bigint NOT NULL,
	"pay_types" smallint[] NOT NULL,
	"pay_type" smallint,
	"pay_status" smallint DEFAULT 1 NOT NULL,
	"code_url" text,
	"wechat_txn_id" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_orders_order_no" UNIQUE("order_no"),
	CONSTRAINT "pay_orders_wechat_txn" UNIQUE("wechat_txn_id"),
	CONSTRAINT "pay_orders_amounts" CHECK ("pay_orders"."money" >= 0 and "pay_orders"."integral" >= 0)
);
--> statement-breakpoint
CREATE TABLE "post_unlocks" (
	"user_id" bigint NOT NULL,
	"post_id" bigint NOT NULL,
	"pay_order_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_unlocks_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "bounties" ADD CONSTRAINT "bounties_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bounties" ADD CONSTRAINT "bounties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "energy_daily" ADD CONSTRAINT "energy_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_payee_id_users_id_fk" FOREIGN KEY ("payee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_orders" ADD CONSTRAINT "pay_orders_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_unlocks" ADD CONSTRAINT "post_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_unlocks" ADD CONSTRAINT "post_unlocks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bounties_open_idx" ON "bounties" USING btree ("deadline") WHERE "bounties"."status" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_user_asset" ON "ledger_accounts" USING btree ("user_id","asset") WHERE "ledger_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_asset" ON "ledger_accounts" USING btree ("code","asset","shard") WHERE "ledger_accounts"."code" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("pay_order_id") WHERE "ledger_entries"."pay_order_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "pay_orders_user_idx" ON "pay_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "pay_orders_open_idx" ON "pay_orders" USING btree ("expires_at") WHERE "pay_orders"."pay_status" = 1;--> statement-breakpoint
CREATE INDEX "pay_orders_post_idx" ON "pay_orders" USING btree ("post_id","kind","id") WHERE "pay_orders"."pay_status" = 2;--> statement-breakpoint
-- The platform's accounts and the genesis entry: the whole 工分 supply moves from the genesis account
-- (the only integral account that may be negative) into the treasury, once, here. Credit-only accounts
-- get 8 shards (see the shard column).
INSERT INTO "ledger_accounts" ("code", "asset", "balance", "overdraft") VALUES
	('genesis', 'integral', -21000000, true),
	('treasury', 'integral', 21000000, false),
	('escrow', 'integral', 0, false);--> statement-breakpoint
INSERT INTO "ledger_accounts" ("code", "asset", "overdraft", "shard")
	SELECT c.code, c.asset, c.overdraft, s FROM (VALUES
		('burn', 'integral', false), ('wechat', 'fen', true), ('revenue', 'fen', false), ('mint', 'energy', true)
	) AS c(code, asset, overdraft), generate_series(0, 7) AS s;--> statement-breakpoint
INSERT INTO "ledger_entries" ("kind", "idem_key", "memo") VALUES ('genesis', 'genesis', '工分总量 21,000,000 入国库');--> statement-breakpoint
INSERT INTO "ledger_lines" ("entry_id", "account_id", "amount", "balance_after")
	SELECT e.id, a.id, a.balance, a.balance FROM "ledger_entries" e, "ledger_accounts" a
	WHERE e.idem_key = 'genesis' AND a.code IN ('genesis', 'treasury');
