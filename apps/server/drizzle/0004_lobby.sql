CREATE TABLE "guest_profiles" (
	"guest_id" uuid PRIMARY KEY NOT NULL,
	"skill_level" smallint NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeks" (
	"id" text PRIMARY KEY NOT NULL,
	"player_key" text NOT NULL,
	"user_id" integer,
	"guest_id" uuid,
	"name" text NOT NULL,
	"pool" text NOT NULL,
	"initial_seconds" integer NOT NULL,
	"increment_seconds" integer NOT NULL,
	"rated" boolean NOT NULL,
	"rating" integer NOT NULL,
	"listed" boolean NOT NULL,
	"node_id" text NOT NULL,
	"socket_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"alive_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seeks" ADD CONSTRAINT "seeks_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seeks_player_key_idx" ON "seeks" USING btree ("player_key");--> statement-breakpoint
CREATE INDEX "seeks_pool_idx" ON "seeks" USING btree ("pool","rated","created_at");--> statement-breakpoint
CREATE INDEX "seeks_node_idx" ON "seeks" USING btree ("node_id","socket_id");--> statement-breakpoint
CREATE INDEX "seeks_alive_idx" ON "seeks" USING btree ("alive_at");