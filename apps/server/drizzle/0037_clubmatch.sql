CREATE TABLE "club_match_boards" (
	"match_id" integer NOT NULL,
	"board" smallint NOT NULL,
	"home_user_id" integer NOT NULL,
	"away_user_id" integer NOT NULL,
	"home_rating" integer,
	"away_rating" integer,
	CONSTRAINT "club_match_boards_match_id_board_pk" PRIMARY KEY("match_id","board")
);
--> statement-breakpoint
CREATE TABLE "club_match_games" (
	"game_id" text PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"board" smallint NOT NULL,
	"home_color" text NOT NULL,
	"result" text
);
--> statement-breakpoint
CREATE TABLE "club_match_players" (
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"registered_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "club_match_players_match_id_user_id_pk" PRIMARY KEY("match_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "club_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"home_club_id" integer NOT NULL,
	"away_club_id" integer NOT NULL,
	"proposed_by" integer,
	"status" text NOT NULL,
	"boards" smallint NOT NULL,
	"tc_initial" integer,
	"tc_increment" integer,
	"days_per_move" smallint,
	"rated" boolean NOT NULL,
	"min_rating" integer,
	"max_rating" integer,
	"starts_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	"home_points2" integer DEFAULT 0 NOT NULL,
	"away_points2" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_match_boards" ADD CONSTRAINT "club_match_boards_match_id_club_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."club_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_match_boards" ADD CONSTRAINT "club_match_boards_home_user_id_users_user_id_fk" FOREIGN KEY ("home_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_match_boards" ADD CONSTRAINT "club_match_boards_away_user_id_users_user_id_fk" FOREIGN KEY ("away_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_match_games" ADD CONSTRAINT "club_match_games_match_id_club_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."club_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_match_players" ADD CONSTRAINT "club_match_players_match_id_club_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."club_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_match_players" ADD CONSTRAINT "club_match_players_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_home_club_id_clubs_id_fk" FOREIGN KEY ("home_club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_away_club_id_clubs_id_fk" FOREIGN KEY ("away_club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_matches" ADD CONSTRAINT "club_matches_proposed_by_users_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_match_games_match_idx" ON "club_match_games" USING btree ("match_id","board");--> statement-breakpoint
CREATE INDEX "club_matches_home_idx" ON "club_matches" USING btree ("home_club_id","id");--> statement-breakpoint
CREATE INDEX "club_matches_away_idx" ON "club_matches" USING btree ("away_club_id","id");--> statement-breakpoint
CREATE INDEX "club_matches_status_idx" ON "club_matches" USING btree ("status","starts_at");