CREATE TABLE "league_divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"league" text NOT NULL,
	"week" text NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"ends_at" timestamp (3) with time zone NOT NULL,
	"closed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "league_divisions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "league_entries" (
	"division_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"week" text NOT NULL,
	"trophies" integer DEFAULT 0 NOT NULL,
	"reached_at" timestamp (3) with time zone NOT NULL,
	"week_ends_at" timestamp (3) with time zone NOT NULL,
	"rank" integer,
	"zone" text,
	"next_league" text,
	CONSTRAINT "league_entries_division_id_user_id_pk" PRIMARY KEY("division_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_games" (
	"game_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"week" text NOT NULL,
	"opponent" text NOT NULL,
	"outcome" text NOT NULL,
	"rated" boolean NOT NULL,
	"initial_seconds" integer NOT NULL,
	"increment_seconds" integer NOT NULL,
	"moves" integer NOT NULL,
	"ended_at" timestamp (3) with time zone NOT NULL,
	"seq" serial NOT NULL,
	CONSTRAINT "league_games_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"league" text DEFAULT 'wood' NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_entries" ADD CONSTRAINT "league_entries_division_id_league_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."league_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_entries" ADD CONSTRAINT "league_entries_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_games" ADD CONSTRAINT "league_games_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_divisions_open_idx" ON "league_divisions" USING btree ("league","week","id");--> statement-breakpoint
CREATE INDEX "league_divisions_due_idx" ON "league_divisions" USING btree ("ends_at") WHERE closed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "league_entries_member_week_idx" ON "league_entries" USING btree ("user_id","week");--> statement-breakpoint
CREATE INDEX "league_games_member_week_idx" ON "league_games" USING btree ("user_id","week","ended_at");