CREATE TABLE "bot_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"upgraded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "api_tokens_user_idx";--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "scopes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_accounts" ADD CONSTRAINT "bot_accounts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id","created_at");