ALTER TABLE "tournaments" ADD COLUMN "club_id" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournaments_club_idx" ON "tournaments" USING btree ("club_id","starts_at");