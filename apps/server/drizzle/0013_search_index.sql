-- pg_trgm (on PostgreSQL a trusted extension; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm):
-- typo tolerance compares the query's words with the index's words by trigram similarity.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "content_search" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"lexemes" "tsvector" NOT NULL,
	CONSTRAINT "content_search_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"catalog_key" text NOT NULL,
	"lexemes" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"text_zh" text NOT NULL,
	"text_en" text NOT NULL,
	"link" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "target_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_search_lexemes_idx" ON "content_search" USING gin ("lexemes");--> statement-breakpoint
CREATE INDEX "product_search_catalog_key_idx" ON "product_search" USING btree ("catalog_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_search_lexemes_idx" ON "product_search" USING gin ("lexemes");--> statement-breakpoint
CREATE UNIQUE INDEX "search_terms_kind_key_link_idx" ON "search_terms" USING btree ("kind","key" text_pattern_ops,"link");--> statement-breakpoint
CREATE INDEX "search_terms_word_trgm_idx" ON "search_terms" USING gin ("key" gin_trgm_ops) WHERE "search_terms"."kind" = 'word';--> statement-breakpoint
CREATE UNIQUE INDEX "target_names_target_name_idx" ON "target_names" USING btree ("target","kind","name");--> statement-breakpoint
-- Target names are catalogue data: every server process drops its search vocabulary when they change.
CREATE TRIGGER "target_names_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "target_names" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
