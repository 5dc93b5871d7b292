DROP INDEX "product_search_catalog_key_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "catalog_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "target_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_target_key_idx" ON "product_search" USING btree ("target_key","product_id");--> statement-breakpoint
CREATE INDEX "product_search_catalog_key_idx" ON "product_search" USING btree ("catalog_key" text_pattern_ops,"catalog_code","product_id");--> statement-breakpoint
-- Rows indexed before this migration: their product code and target (new rows get them from the indexer).
UPDATE "product_search" SET "catalog_code" = lower(split_part("products"."catalog_number", '-', 1)), "target_key" = lower("products"."target") FROM "products" WHERE "products"."id" = "product_search"."product_id";
