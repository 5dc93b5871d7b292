CREATE SEQUENCE "public"."application_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "id_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"image_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_award_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text DEFAULT 'PA-' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' || regexp_replace('000' || nextval('application_reference_seq')::text, '^0*(?=[0-9]{4})', '') NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"department" text NOT NULL,
	"area_id" integer NOT NULL,
	"email" text NOT NULL,
	"education" text NOT NULL,
	"id_number_sealed" "bytea" NOT NULL,
	"mentor" text NOT NULL,
	"lab_address" text NOT NULL,
	"lab_phone" text NOT NULL,
	"paper_title" text NOT NULL,
	"journal" text NOT NULL,
	"impact_factor" double precision NOT NULL,
	"issue_date" date NOT NULL,
	"doi" text NOT NULL,
	"first_author" text NOT NULL,
	"corresponding_author" text NOT NULL,
	"product_id" integer NOT NULL,
	"catalog_number" text NOT NULL,
	"product_name" text NOT NULL,
	"package_bought" text NOT NULL,
	"distributor" text NOT NULL,
	"account_holder" text NOT NULL,
	"account_sealed" "bytea" NOT NULL,
	"account_last4" text NOT NULL,
	"bank" text NOT NULL,
	"award_gross" integer NOT NULL,
	"award_tax" integer NOT NULL,
	"award_net" integer NOT NULL,
	"user_id" integer,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text DEFAULT 'TS-' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' || regexp_replace('000' || nextval('application_reference_seq')::text, '^0*(?=[0-9]{4})', '') NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"product_id" integer NOT NULL,
	"catalog_number" text NOT NULL,
	"product_name" text NOT NULL,
	"product_application" text NOT NULL,
	"tree_id" integer NOT NULL,
	"name" text NOT NULL,
	"department" text NOT NULL,
	"company" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"industry_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"user_id" integer,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "trial_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "id_photos" ADD CONSTRAINT "id_photos_application_id_paper_award_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."paper_award_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_award_applications" ADD CONSTRAINT "paper_award_applications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_award_applications" ADD CONSTRAINT "paper_award_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_applications" ADD CONSTRAINT "trial_applications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_applications" ADD CONSTRAINT "trial_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "id_photos_unused_idx" ON "id_photos" USING btree ("created_at") WHERE "id_photos"."application_id" IS NULL;--> statement-breakpoint
CREATE INDEX "id_photos_application_id_idx" ON "id_photos" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_award_applications_reference_idx" ON "paper_award_applications" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_award_applications_doi_idx" ON "paper_award_applications" USING btree ("doi");--> statement-breakpoint
CREATE INDEX "paper_award_applications_user_id_idx" ON "paper_award_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trial_applications_reference_idx" ON "trial_applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "trial_applications_user_id_idx" ON "trial_applications" USING btree ("user_id","created_at");