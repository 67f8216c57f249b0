CREATE TABLE "invites" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inviter_id" bigint NOT NULL,
	"country_code" text DEFAULT '+86' NOT NULL,
	"phone" text NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"invitee_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "medals" (
	"id" smallint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "medals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 32767 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "medals_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_medals" (
	"user_id" bigint NOT NULL,
	"medal_id" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_medals_user_id_medal_id_pk" PRIMARY KEY("user_id","medal_id")
);
--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"muted_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_counts" (
	"day" date NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trace_counts_day_action_source_pk" PRIMARY KEY("day","action","source")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_medals" ADD CONSTRAINT "user_medals_medal_id_medals_id_fk" FOREIGN KEY ("medal_id") REFERENCES "public"."medals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invites_phone_uq" ON "invites" USING btree ("country_code","phone");--> statement-breakpoint
CREATE INDEX "invites_inviter_idx" ON "invites" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE INDEX "invites_registered_idx" ON "invites" USING btree ("inviter_id") WHERE invitee_id is not null;--> statement-breakpoint
CREATE INDEX "user_medals_medal_idx" ON "user_medals" USING btree ("medal_id");--> statement-breakpoint
INSERT INTO "medals" ("code", "name", "description", "sort_no") VALUES
	('original_author', '原创作者', '发布原创研究文章满 10 篇', 10),
	('popular_author', '人气作者', '粉丝数达到 1000', 20),
	('insightful', '深度研究', '文章获得 100 次收藏', 30),
	('early_member', '元老会员', '社区首批注册会员', 40)
ON CONFLICT ("code") DO NOTHING;
