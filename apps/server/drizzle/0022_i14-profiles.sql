CREATE TABLE "member_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"location" text,
	"bio" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_large_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "flair_code" text;--> statement-breakpoint
ALTER TABLE "member_profiles" ADD CONSTRAINT "member_profiles_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;