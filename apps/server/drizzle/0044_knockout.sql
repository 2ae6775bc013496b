ALTER TABLE "tournament_games" ADD COLUMN "match" text;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD COLUMN "seed" integer;--> statement-breakpoint
ALTER TABLE "tournament_players" ADD COLUMN "forfeit_match" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "match_games" integer;