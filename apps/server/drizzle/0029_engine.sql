CREATE TABLE "computer_games" (
	"game_id" text PRIMARY KEY NOT NULL,
	"bot_key" text NOT NULL,
	"level" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "computer_players" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bot_key" text NOT NULL,
	CONSTRAINT "computer_players_bot_key_unique" UNIQUE("bot_key")
);
--> statement-breakpoint
ALTER TABLE "computer_games" ADD CONSTRAINT "computer_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "computer_players" ADD CONSTRAINT "computer_players_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;