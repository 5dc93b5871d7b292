DROP INDEX "product_search_target_key_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "tag_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "species_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "conjugate_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "product_search" SET "tag_en" = "products"."tag_en", "species_en" = "products"."species_en", "conjugate_en" = "products"."conjugate_en" FROM "products" WHERE "products"."id" = "product_search"."product_id";--> statement-breakpoint
CREATE INDEX "product_search_target_key_idx" ON "product_search" USING btree ("target_key","tag_en","species_en","conjugate_en","product_id");