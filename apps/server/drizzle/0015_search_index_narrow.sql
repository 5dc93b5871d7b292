DROP INDEX "product_search_catalog_key_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "catalog_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_catalog_key_idx" ON "product_search" USING btree ("catalog_key" text_pattern_ops,"catalog_code","product_id");--> statement-breakpoint
-- Rows indexed before this migration: their product code (new rows get it from the indexer).
UPDATE "product_search" SET "catalog_code" = lower(split_part("products"."catalog_number", '-', 1)) FROM "products" WHERE "products"."id" = "product_search"."product_id";
