-- The house account editors' content is published under (server/modules/console/house-account.repo.ts).
INSERT INTO "users" ("country_code", "phone", "nickname", "profile")
VALUES ('+00', 'house', '研社编辑部', '研社官方账号：异动解析与时间轴')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The editors' console: system users, their sessions and the audit log (docs/decisions/0019-editors-console.md).
CREATE TABLE "sys_users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_users_role" CHECK ("sys_users"."role" in ('admin', 'editor', 'moderator')),
	CONSTRAINT "sys_users_status" CHECK ("sys_users"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "sys_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"sys_user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sys_user_id" bigint,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_sessions" ADD CONSTRAINT "sys_sessions_sys_user_id_sys_users_id_fk" FOREIGN KEY ("sys_user_id") REFERENCES "public"."sys_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_sys_user_id_sys_users_id_fk" FOREIGN KEY ("sys_user_id") REFERENCES "public"."sys_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_users_username_uq" ON "sys_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "sys_sessions_user_idx" ON "sys_sessions" USING btree ("sys_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_name","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");
--> statement-breakpoint
-- Moderation and site content in the console (issue 15, docs/api/console.md): the sensitive-word list
-- moves from the bundled file into the database, banner slides become editable, members can be banned
-- for a while, complaints get resolved and comments hidden by moderators.
CREATE TABLE "sensitive_words" (
	"word" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
-- The list the site shipped with (formerly server/modules/post/sensitive-words.txt), normalised.
INSERT INTO "sensitive_words" ("word") VALUES
('内幕消息'),
('内幕交易'),
('稳赚不赔'),
('保证收益'),
('保本保息'),
('包赚'),
('带你赚钱'),
('老师带单'),
('代客理财'),
('荐股群'),
('加微信'),
('加我微信'),
('私募内部'),
('庄家操盘'),
('必涨'),
('翻倍股保证'),
('拉升计划'),
('配资开户')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"tone" text DEFAULT 'red' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_tone" CHECK ("banners"."tone" in ('red', 'blue'))
);
--> statement-breakpoint
CREATE INDEX "banners_order_idx" ON "banners" USING btree ("sort_no","id");
--> statement-breakpoint
-- SPEC §4's two slides (product, open account), as the sidebar showed them before.
INSERT INTO "banners" ("title", "text", "link", "tone", "sort_no") VALUES
('红宝书', '精选投研内容，每日更新', '/product', 'red', 1),
('开户', '合作券商，一站开户', '/open-account', 'blue', 2);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_until" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "status" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "resolved_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "resolved_by" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE INDEX "complaints_status_idx" ON "complaints" USING btree ("status","id");
