DROP INDEX "games_live_deadline_idx";--> statement-breakpoint
CREATE INDEX "games_live_idx" ON "games" USING btree ("id") WHERE "games"."status" = 'started';