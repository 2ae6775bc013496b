CREATE TABLE "lesson_courses" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"tier" text DEFAULT 'basic' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_solves" (
	"user_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"solved_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "lesson_solves_user_id_step_id_pk" PRIMARY KEY("user_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_starts" (
	"user_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "lesson_starts_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"fen" text NOT NULL,
	"line" text[] NOT NULL,
	"prompt" text NOT NULL,
	"hint" text NOT NULL,
	CONSTRAINT "lesson_steps_lesson_position" UNIQUE("lesson_id","position")
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"html_version" smallint NOT NULL,
	CONSTRAINT "lessons_course_position" UNIQUE("course_id","position")
);
--> statement-breakpoint
ALTER TABLE "lesson_courses" ADD CONSTRAINT "lesson_courses_course_id_content_items_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_solves" ADD CONSTRAINT "lesson_solves_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_solves" ADD CONSTRAINT "lesson_solves_step_id_lesson_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."lesson_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_starts" ADD CONSTRAINT "lesson_starts_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_starts" ADD CONSTRAINT "lesson_starts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_steps" ADD CONSTRAINT "lesson_steps_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_course_id_lesson_courses_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lesson_courses"("course_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_solves_member_at_idx" ON "lesson_solves" USING btree ("user_id","solved_at" DESC NULLS LAST);