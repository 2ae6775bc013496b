CREATE TABLE "direct_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"html_version" smallint NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_chat_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"room" text NOT NULL,
	"user_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"low_user_id" integer NOT NULL,
	"high_user_id" integer NOT NULL,
	"low_unread" integer DEFAULT 0 NOT NULL,
	"high_unread" integer DEFAULT 0 NOT NULL,
	"last_message_id" integer,
	"last_message_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "message_threads_pair" UNIQUE("low_user_id","high_user_id"),
	CONSTRAINT "message_threads_ordered" CHECK ("message_threads"."low_user_id" < "message_threads"."high_user_id")
);
--> statement-breakpoint
ALTER TABLE "direct_messages" ADD CONSTRAINT "direct_messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_messages" ADD CONSTRAINT "direct_messages_sender_id_users_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_chat_lines" ADD CONSTRAINT "game_chat_lines_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_chat_lines" ADD CONSTRAINT "game_chat_lines_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_low_user_id_users_user_id_fk" FOREIGN KEY ("low_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_high_user_id_users_user_id_fk" FOREIGN KEY ("high_user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "direct_messages_thread_idx" ON "direct_messages" USING btree ("thread_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "direct_messages_sender_idx" ON "direct_messages" USING btree ("sender_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_chat_lines_room_idx" ON "game_chat_lines" USING btree ("game_id","room","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_threads_low_idx" ON "message_threads" USING btree ("low_user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_threads_high_idx" ON "message_threads" USING btree ("high_user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);