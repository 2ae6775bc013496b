CREATE TABLE "challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"challenger_user_id" integer,
	"challenger_guest_id" uuid,
	"challenger_name" text NOT NULL,
	"dest_user_id" integer,
	"dest_guest_id" uuid,
	"dest_name" text,
	"initial_seconds" integer NOT NULL,
	"increment_seconds" integer NOT NULL,
	"rated" boolean NOT NULL,
	"color" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"game_id" text,
	"rematch_of" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_challenger_user_id_users_user_id_fk" FOREIGN KEY ("challenger_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_dest_user_id_users_user_id_fk" FOREIGN KEY ("dest_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_rematch_of_games_id_fk" FOREIGN KEY ("rematch_of") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_dest_user_idx" ON "challenges" USING btree ("dest_user_id") WHERE "challenges"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "challenges_dest_guest_idx" ON "challenges" USING btree ("dest_guest_id") WHERE "challenges"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "challenges_challenger_user_idx" ON "challenges" USING btree ("challenger_user_id") WHERE "challenges"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "challenges_challenger_guest_idx" ON "challenges" USING btree ("challenger_guest_id") WHERE "challenges"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "challenges_rematch_of_idx" ON "challenges" USING btree ("rematch_of");