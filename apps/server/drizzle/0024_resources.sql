CREATE TABLE "resource_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"province" text NOT NULL,
	"unit" text NOT NULL,
	"department" text NOT NULL,
	"locale" text NOT NULL,
	"pass_hash" text NOT NULL,
	"pass_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"publish_date" date NOT NULL,
	"file_name_zh" text,
	"file_zh" "bytea",
	"file_name_en" text,
	"file_en" "bytea",
	CONSTRAINT "resources_zh_file_check" CHECK (("resources"."file_zh" is null) = ("resources"."file_name_zh" is null)),
	CONSTRAINT "resources_en_file_check" CHECK (("resources"."file_en" is null) = ("resources"."file_name_en" is null)),
	CONSTRAINT "resources_some_file_check" CHECK ("resources"."file_zh" is not null or "resources"."file_en" is not null)
);
--> statement-breakpoint
ALTER TABLE "resource_downloads" ADD CONSTRAINT "resource_downloads_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resource_downloads_pass_hash_idx" ON "resource_downloads" USING btree ("pass_hash");--> statement-breakpoint
CREATE INDEX "resource_downloads_resource_id_idx" ON "resource_downloads" USING btree ("resource_id");--> statement-breakpoint
CREATE INDEX "resources_kind_idx" ON "resources" USING btree ("kind","publish_date");