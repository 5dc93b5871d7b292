CREATE TABLE "coa_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text DEFAULT 'CR-' || to_char(now() AT TIME ZONE 'UTC', 'YYYYMMDD') || '-' || regexp_replace('000' || nextval('application_reference_seq')::text, '^0*(?=[0-9]{4})', '') NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"dept" text NOT NULL,
	"area_id" integer NOT NULL,
	"industry_id" integer NOT NULL,
	"email" text,
	"phone" text,
	"idea" text,
	"catalog_numbers" text NOT NULL,
	"lot_numbers" text NOT NULL,
	"found" jsonb NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coa_requests" ADD CONSTRAINT "coa_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coa_requests_reference_idx" ON "coa_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "coa_requests_created_at_idx" ON "coa_requests" USING btree ("created_at");