CREATE TABLE "opinion_questions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opinion_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"title" text NOT NULL,
	"options" text[] NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opinion_questions_day" UNIQUE("day"),
	CONSTRAINT "opinion_questions_options" CHECK (cardinality("opinion_questions"."options") between 2 and 6)
);
--> statement-breakpoint
CREATE TABLE "opinion_votes" (
	"question_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"option" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opinion_votes_question_id_user_id_pk" PRIMARY KEY("question_id","user_id"),
	CONSTRAINT "opinion_votes_option" CHECK ("opinion_votes"."option" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "opinion_favorites" (
	"user_id" bigint NOT NULL,
	"question_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opinion_favorites_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "opinion_questions" ADD CONSTRAINT "opinion_questions_created_by_sys_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."sys_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_votes" ADD CONSTRAINT "opinion_votes_question_id_opinion_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."opinion_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_votes" ADD CONSTRAINT "opinion_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_favorites" ADD CONSTRAINT "opinion_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion_favorites" ADD CONSTRAINT "opinion_favorites_question_id_opinion_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."opinion_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opinion_votes_count_idx" ON "opinion_votes" USING btree ("question_id","option");--> statement-breakpoint
CREATE INDEX "opinion_favorites_question_idx" ON "opinion_favorites" USING btree ("question_id");
