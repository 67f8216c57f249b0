CREATE TABLE "wechat_tokens" (
	"app_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_tokens_app_id_kind_pk" PRIMARY KEY("app_id","kind")
);
