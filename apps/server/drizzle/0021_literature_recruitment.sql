CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"locale" text NOT NULL,
	"cv_file_name" text NOT NULL,
	"cv_type" text NOT NULL,
	"cv" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_cv_size_check" CHECK (octet_length("job_applications"."cv") <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"department_zh" text NOT NULL,
	"department_en" text NOT NULL,
	"location_zh" text NOT NULL,
	"location_en" text NOT NULL,
	"headcount" integer NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"requirements_zh" text NOT NULL,
	"requirements_en" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"publish_date" date NOT NULL,
	CONSTRAINT "jobs_headcount_check" CHECK ("jobs"."headcount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recruitment_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"salary_zh" text NOT NULL,
	"salary_en" text NOT NULL,
	"welfare_zh" text[] NOT NULL,
	"welfare_en" text[] NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"requirements_zh" text NOT NULL,
	"requirements_en" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "references" ADD COLUMN "lot_number" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_applications_job_id_idx" ON "job_applications" USING btree ("job_id");