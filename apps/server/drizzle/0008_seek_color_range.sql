ALTER TABLE "seeks" ADD COLUMN "color" text DEFAULT 'random' NOT NULL;--> statement-breakpoint
ALTER TABLE "seeks" ADD COLUMN "rating_min" integer;--> statement-breakpoint
ALTER TABLE "seeks" ADD COLUMN "rating_max" integer;--> statement-breakpoint
ALTER TABLE "seeks" ADD CONSTRAINT "seeks_color_check" CHECK ("seeks"."color" in ('white', 'black', 'random'));