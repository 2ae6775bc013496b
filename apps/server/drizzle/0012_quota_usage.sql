CREATE TABLE "quota_usage" (
	"user_id" integer NOT NULL,
	"feature" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "quota_usage_user_id_feature_period_start_pk" PRIMARY KEY("user_id","feature","period_start")
);
--> statement-breakpoint
ALTER TABLE "quota_usage" ADD CONSTRAINT "quota_usage_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;