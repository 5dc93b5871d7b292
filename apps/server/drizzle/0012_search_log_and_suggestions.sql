CREATE TABLE "product_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"species" text NOT NULL,
	"tag_position" text NOT NULL,
	"expression_system" text NOT NULL,
	"tag" text NOT NULL,
	"expression_range" text NOT NULL,
	"accession_number" text NOT NULL,
	"quantity" text NOT NULL,
	"long_term_need" boolean NOT NULL,
	"purpose" text NOT NULL,
	"quality" text NOT NULL,
	"delivery_time" text NOT NULL,
	"other_requirements" text NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"department" text NOT NULL,
	"region" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"industry" text NOT NULL,
	"user_id" integer,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"normalized" text NOT NULL,
	"result_count" integer NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_suggestions" ADD CONSTRAINT "product_suggestions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_suggestions_created_at_idx" ON "product_suggestions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_queries_locale_created_at_idx" ON "search_queries" USING btree ("locale","created_at");