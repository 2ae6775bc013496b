CREATE TABLE "content_authors" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"granted_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"parent_id" integer,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"html_version" smallint NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"edited_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"html" text NOT NULL,
	"html_version" smallint NOT NULL,
	"author_id" integer,
	"cover_url" text,
	"language" text DEFAULT 'en' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"published_at" timestamp (3) with time zone,
	"featured_at" timestamp (3) with time zone,
	"comments_locked" boolean DEFAULT false NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "content_items_kind_slug" UNIQUE("kind","slug")
);
--> statement-breakpoint
ALTER TABLE "content_authors" ADD CONSTRAINT "content_authors_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_comments" ADD CONSTRAINT "content_comments_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."content_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_comments_top_idx" ON "content_comments" USING btree ("item_id","id") WHERE "content_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "content_comments_parent_idx" ON "content_comments" USING btree ("parent_id","id");--> statement-breakpoint
CREATE INDEX "content_comments_author_idx" ON "content_comments" USING btree ("author_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_index_idx" ON "content_items" USING btree ("kind","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_author_idx" ON "content_items" USING btree ("author_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_items_featured_idx" ON "content_items" USING btree ("kind","featured_at" DESC NULLS LAST) WHERE "content_items"."featured_at" is not null;--> statement-breakpoint
CREATE INDEX "content_items_featured_all_idx" ON "content_items" USING btree ("featured_at" DESC NULLS LAST) WHERE "content_items"."featured_at" is not null;--> statement-breakpoint
CREATE INDEX "content_items_tags_idx" ON "content_items" USING gin ("tags");