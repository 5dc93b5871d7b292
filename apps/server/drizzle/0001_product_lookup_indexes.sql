CREATE INDEX "products_catalog_number_lower_idx" ON "products" USING btree (lower("catalog_number"));--> statement-breakpoint
CREATE INDEX "products_name_zh_idx" ON "products" USING btree ("name_zh","id");--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree ("name_en","id");