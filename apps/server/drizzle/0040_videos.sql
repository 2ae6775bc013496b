CREATE TABLE "content_videos" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"file_name" text,
	"file_type" text,
	"file_bytes" integer,
	"link_url" text,
	"premium" boolean DEFAULT false NOT NULL,
	CONSTRAINT "content_videos_one_source" CHECK (("content_videos"."file_name" is not null and "content_videos"."file_type" is not null and "content_videos"."file_bytes" is not null and "content_videos"."link_url" is null) or ("content_videos"."file_name" is null and "content_videos"."link_url" is not null))
);
--> statement-breakpoint
ALTER TABLE "content_videos" ADD CONSTRAINT "content_videos_item_id_content_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;