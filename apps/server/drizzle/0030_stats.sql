CREATE TABLE "user_items" (
	"user_id" integer NOT NULL,
	"item" text NOT NULL,
	"set_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "user_items_user_id_item_pk" PRIMARY KEY("user_id","item")
);
--> statement-breakpoint
CREATE TABLE "year_recaps" (
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"recap" jsonb NOT NULL,
	"computed_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "year_recaps_user_id_year_pk" PRIMARY KEY("user_id","year")
);
--> statement-breakpoint
ALTER TABLE "user_items" ADD CONSTRAINT "user_items_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "year_recaps" ADD CONSTRAINT "year_recaps_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;