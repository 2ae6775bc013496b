CREATE TABLE "daily_conditionals" (
	"game_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"plies" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "daily_conditionals_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "daily_vacations" (
	"user_id" integer NOT NULL,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "daily_vacations_user_id_starts_at_pk" PRIMARY KEY("user_id","starts_at")
);
--> statement-breakpoint
DROP INDEX "games_live_idx";--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "days" smallint;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "weekend_pause" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "challenges" ADD COLUMN "lobby" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "days_per_move" smallint;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "weekend_pause" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "daily_warned_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "daily_conditionals" ADD CONSTRAINT "daily_conditionals_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_conditionals" ADD CONSTRAINT "daily_conditionals_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_vacations" ADD CONSTRAINT "daily_vacations_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "daily_vacations_user_end_idx" ON "daily_vacations" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "challenges_daily_lobby_idx" ON "challenges" USING btree ("created_at") WHERE "challenges"."status" = 'pending' and "challenges"."lobby";--> statement-breakpoint
CREATE INDEX "games_daily_idx" ON "games" USING btree ("id") WHERE "games"."status" = 'started' and "games"."days_per_move" is not null;--> statement-breakpoint
CREATE INDEX "games_white_daily_idx" ON "games" USING btree ("white_user_id") WHERE "games"."status" = 'started' and "games"."days_per_move" is not null;--> statement-breakpoint
CREATE INDEX "games_black_daily_idx" ON "games" USING btree ("black_user_id") WHERE "games"."status" = 'started' and "games"."days_per_move" is not null;--> statement-breakpoint
CREATE INDEX "games_live_idx" ON "games" USING btree ("id") WHERE "games"."status" = 'started' and "games"."days_per_move" is null;