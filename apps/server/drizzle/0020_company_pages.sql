CREATE TABLE "company_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" smallint NOT NULL,
	"text_zh" text NOT NULL,
	"text_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sort" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"city_zh" text NOT NULL,
	"city_en" text NOT NULL,
	"address_zh" text NOT NULL,
	"address_en" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"hours_zh" text NOT NULL,
	"hours_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sections" (
	"id" integer PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"key" text NOT NULL,
	"sort" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text NOT NULL,
	"updated_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_channels" (
	"key" text PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"publish_date" date NOT NULL,
	"file_name" text NOT NULL,
	"file" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rich_documents" (
	"file_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"updated_on" date NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "company_sections_page_key_idx" ON "company_sections" USING btree ("page","key");--> statement-breakpoint
CREATE INDEX "investor_documents_publish_date_idx" ON "investor_documents" USING btree ("publish_date");