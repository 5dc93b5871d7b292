CREATE TABLE "service_products" (
	"service_id" integer NOT NULL,
	"catalog_number" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "service_products_service_id_catalog_number_pk" PRIMARY KEY("service_id","catalog_number")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"overview_zh" text NOT NULL,
	"overview_en" text NOT NULL,
	"workflow_zh" text[] NOT NULL,
	"workflow_en" text[] NOT NULL,
	"deliverables_zh" text[] NOT NULL,
	"deliverables_en" text[] NOT NULL,
	"timeline_zh" text NOT NULL,
	"timeline_en" text NOT NULL,
	"sample_requirements_zh" text[] NOT NULL,
	"sample_requirements_en" text[] NOT NULL,
	"updated_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_products" ADD CONSTRAINT "service_products_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;