CREATE TABLE "ai_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"user_id" bigint,
	"visitor_id" text,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_sessions_session_id" UNIQUE("session_id"),
	CONSTRAINT "ai_sessions_one_owner" CHECK (("ai_sessions"."user_id" is null) <> ("ai_sessions"."visitor_id" is null))
);
--> statement-breakpoint
CREATE TABLE "ai_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" bigint NOT NULL,
	"role" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_messages_role" CHECK ("ai_messages"."role" in ('user', 'assistant')),
	CONSTRAINT "ai_messages_status" CHECK ("ai_messages"."status" in ('streaming', 'done', 'stopped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ai_sessions" ADD CONSTRAINT "ai_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_messages" ADD CONSTRAINT "ai_messages_session_id_ai_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."ai_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_sessions_user_idx" ON "ai_sessions" USING btree ("user_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "ai_sessions"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "ai_sessions_visitor_idx" ON "ai_sessions" USING btree ("visitor_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "ai_sessions"."visitor_id" is not null;--> statement-breakpoint
CREATE INDEX "ai_messages_session_idx" ON "ai_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_messages_one_streaming" ON "ai_messages" USING btree ("session_id") WHERE "ai_messages"."status" = 'streaming';
