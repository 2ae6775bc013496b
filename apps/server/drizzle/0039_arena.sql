CREATE TABLE "tournament_games" (
	"game_id" text PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"white_user_id" integer NOT NULL,
	"black_user_id" integer NOT NULL,
	"white_rating" integer NOT NULL,
	"black_rating" integer NOT NULL,
	"round" integer,
	"result" text,
	"moves" integer,
	"counted" boolean,
	"created_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "tournament_players" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"performance" integer,
	"on_fire" boolean DEFAULT false NOT NULL,
	"sheet" text DEFAULT '' NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"waiting_since" timestamp (3) with time zone,
	"game_id" text,
	"last_opponent_id" integer,
	"colour_balance" integer DEFAULT 0 NOT NULL,
	"enters_round" integer DEFAULT 1 NOT NULL,
	"withdraws_round" integer,
	"byes" text DEFAULT '' NOT NULL,
	"joined_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "tournament_players_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"initial_seconds" integer NOT NULL,
	"increment_seconds" integer NOT NULL,
	"rated" boolean NOT NULL,
	"duration_minutes" integer NOT NULL,
	"rounds" integer,
	"round" integer DEFAULT 0 NOT NULL,
	"round_minutes" integer,
	"min_rating" integer,
	"max_rating" integer,
	"min_tier" text,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"wave_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_white_user_id_users_user_id_fk" FOREIGN KEY ("white_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_black_user_id_users_user_id_fk" FOREIGN KEY ("black_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD CONSTRAINT "tournament_players_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_created_by_user_id_users_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_games_open_idx" ON "tournament_games" USING btree ("tournament_id") WHERE result is null;--> statement-breakpoint
CREATE INDEX "tournament_games_white_idx" ON "tournament_games" USING btree ("tournament_id","white_user_id");--> statement-breakpoint
CREATE INDEX "tournament_games_black_idx" ON "tournament_games" USING btree ("tournament_id","black_user_id");--> statement-breakpoint
CREATE INDEX "tournament_players_user_idx" ON "tournament_players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_url_idx" ON "tournaments" USING btree ("url");--> statement-breakpoint
CREATE INDEX "tournaments_status_idx" ON "tournaments" USING btree ("status","starts_at");