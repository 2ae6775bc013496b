CREATE TABLE "client_errors" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"request_id" text,
	"user_id" integer,
	"guest_id" text,
	"user_agent" text,
	"message" text
);
--> statement-breakpoint
ALTER TABLE "client_errors" ADD CONSTRAINT "client_errors_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_errors_created_idx" ON "client_errors" USING btree ("created_at");