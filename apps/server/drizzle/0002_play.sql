CREATE TABLE "game_events" (
	"game_id" text NOT NULL,
	"version" integer NOT NULL,
	"event" jsonb NOT NULL,
	CONSTRAINT "game_events_game_id_version_pk" PRIMARY KEY("game_id","version")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"white_user_id" integer,
	"black_user_id" integer,
	"white_guest_id" uuid,
	"black_guest_id" uuid,
	"white_name" text NOT NULL,
	"black_name" text NOT NULL,
	"rated" boolean NOT NULL,
	"initial_seconds" integer NOT NULL,
	"increment_seconds" integer NOT NULL,
	"speed" text NOT NULL,
	"moves" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"white_ms" integer NOT NULL,
	"black_ms" integer NOT NULL,
	"clock_running" text,
	"clock_at" timestamp (3) with time zone NOT NULL,
	"white_lag_bank_ms" integer,
	"black_lag_bank_ms" integer,
	"deadline_at" timestamp (3) with time zone,
	"status" text DEFAULT 'started' NOT NULL,
	"winner" text,
	"end_reason" text,
	"draw_offer" text,
	"takeback_offer" text,
	"white_rating" integer,
	"black_rating" integer,
	"white_provisional" boolean DEFAULT false NOT NULL,
	"black_provisional" boolean DEFAULT false NOT NULL,
	"white_rating_diff" integer,
	"black_rating_diff" integer,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "play_heartbeat" (
	"id" smallint PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"user_id" integer NOT NULL,
	"speed" text NOT NULL,
	"rating" double precision NOT NULL,
	"rd" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "ratings_user_id_speed_pk" PRIMARY KEY("user_id","speed")
);
--> statement-breakpoint
ALTER TABLE "game_events" ADD CONSTRAINT "game_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_white_user_id_users_user_id_fk" FOREIGN KEY ("white_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_black_user_id_users_user_id_fk" FOREIGN KEY ("black_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_live_deadline_idx" ON "games" USING btree ("deadline_at") WHERE "games"."status" = 'started';--> statement-breakpoint
CREATE INDEX "games_white_user_idx" ON "games" USING btree ("white_user_id","created_at");--> statement-breakpoint
CREATE INDEX "games_black_user_idx" ON "games" USING btree ("black_user_id","created_at");--> statement-breakpoint
CREATE INDEX "games_white_guest_idx" ON "games" USING btree ("white_guest_id","created_at");--> statement-breakpoint
CREATE INDEX "games_black_guest_idx" ON "games" USING btree ("black_guest_id","created_at");