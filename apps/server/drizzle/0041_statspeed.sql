ALTER TABLE "games" ADD COLUMN "opening_eco" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "opening_name" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "opening_ply" smallint;--> statement-breakpoint
CREATE INDEX "games_unnamed_idx" ON "games" USING btree ("id") WHERE "games"."ended_at" is not null and "games"."opening_ply" is null;