-- The articles move into content_items (kind 'article'); their HTML is rendered on first read
-- (html_version 0 is stale to every renderer), and featured ones keep their place as featured.
INSERT INTO "content_items" ("kind", "slug", "title", "summary", "body", "html", "html_version", "author_id", "published_at", "featured_at", "comments_locked", "created_at", "updated_at")
SELECT 'article', "url", "title", "summary", "body", '', 0, "author_id", "published_at", CASE WHEN "featured" THEN "published_at" END, "comments_locked", "published_at", "published_at" FROM "articles";--> statement-breakpoint
DROP TABLE "articles" CASCADE;
