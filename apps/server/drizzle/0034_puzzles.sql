CREATE TABLE "puzzle_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"puzzle_id" integer NOT NULL,
	"mode" text NOT NULL,
	"result" text,
	"rated" boolean NOT NULL,
	"rating_before" double precision,
	"rating_after" double precision,
	"created_at" timestamp (3) with time zone NOT NULL,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "puzzle_daily" (
	"day" text PRIMARY KEY NOT NULL,
	"puzzle_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puzzle_drills" (
	"user_id" integer NOT NULL,
	"puzzle_id" integer NOT NULL,
	"step" smallint NOT NULL,
	"due_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "puzzle_drills_user_id_puzzle_id_pk" PRIMARY KEY("user_id","puzzle_id")
);
--> statement-breakpoint
CREATE TABLE "puzzle_miner_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"ended_at" timestamp (3) with time zone NOT NULL,
	"game_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puzzle_ratings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rating" double precision NOT NULL,
	"rd" double precision NOT NULL,
	"vol" double precision NOT NULL,
	"solved" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puzzle_streaks" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"current" integer NOT NULL,
	"best" integer NOT NULL,
	"puzzle_id" integer,
	"ladder_rating" double precision NOT NULL,
	"ladder_id" integer NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puzzles" (
	"id" serial PRIMARY KEY NOT NULL,
	"fen" text NOT NULL,
	"solution" text[] NOT NULL,
	"rating" double precision NOT NULL,
	"rd" double precision NOT NULL,
	"vol" double precision NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	"themes" text[] DEFAULT '{}' NOT NULL,
	"source_game_id" text,
	"source_ply" smallint,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "puzzle_attempts" ADD CONSTRAINT "puzzle_attempts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_attempts" ADD CONSTRAINT "puzzle_attempts_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_daily" ADD CONSTRAINT "puzzle_daily_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_drills" ADD CONSTRAINT "puzzle_drills_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_drills" ADD CONSTRAINT "puzzle_drills_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_ratings" ADD CONSTRAINT "puzzle_ratings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_streaks" ADD CONSTRAINT "puzzle_streaks_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_streaks" ADD CONSTRAINT "puzzle_streaks_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puzzle_attempts_member_idx" ON "puzzle_attempts" USING btree ("user_id","puzzle_id");--> statement-breakpoint
CREATE INDEX "puzzle_drills_due_idx" ON "puzzle_drills" USING btree ("user_id","due_at","puzzle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "puzzles_fen_idx" ON "puzzles" USING btree ("fen");--> statement-breakpoint
CREATE INDEX "puzzles_rating_idx" ON "puzzles" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "puzzles_themes_idx" ON "puzzles" USING gin ("themes");--> statement-breakpoint
CREATE INDEX "games_ended_idx" ON "games" USING btree ("ended_at","id") WHERE "games"."ended_at" is not null;