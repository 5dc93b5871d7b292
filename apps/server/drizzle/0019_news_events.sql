CREATE TABLE "article_products" (
	"article_id" integer NOT NULL,
	"catalog_number" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "article_products_article_id_catalog_number_pk" PRIMARY KEY("article_id","catalog_number")
);
--> statement-breakpoint
CREATE TABLE "meeting_products" (
	"meeting_id" integer NOT NULL,
	"catalog_number" text NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "meeting_products_meeting_id_catalog_number_pk" PRIMARY KEY("meeting_id","catalog_number")
);
--> statement-breakpoint
CREATE TABLE "meeting_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"meeting_id" integer NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"content" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"agenda_zh" text NOT NULL,
	"agenda_en" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"city_zh" text NOT NULL,
	"city_en" text NOT NULL,
	"venue_zh" text NOT NULL,
	"venue_en" text NOT NULL,
	"booth" text,
	"cover" text,
	CONSTRAINT "meetings_dates_check" CHECK ("meetings"."end_date" >= "meetings"."start_date")
);
--> statement-breakpoint
ALTER TABLE "article_products" ADD CONSTRAINT "article_products_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_products" ADD CONSTRAINT "meeting_products_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_registrations" ADD CONSTRAINT "meeting_registrations_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_registrations_meeting_id_idx" ON "meeting_registrations" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meetings_start_date_idx" ON "meetings" USING btree ("start_date");--> statement-breakpoint
-- Hand-written (issue 13): the news and events tables are read by cached pages and answers, so a write to
-- them tells every server process, as the catalogue tables do (0011_catalogue_change_notify.sql).
CREATE TRIGGER "article_products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "article_products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "meetings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meetings" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "meeting_products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meeting_products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
