ALTER TABLE "games" ADD COLUMN "berserkable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "white_berserk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "black_berserk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "white_berserk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD COLUMN "black_berserk" boolean DEFAULT false NOT NULL;