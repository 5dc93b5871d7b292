DROP INDEX "products_category_id_idx";--> statement-breakpoint
CREATE INDEX "products_category_popular_idx" ON "products" USING btree ("category_id","popular_rank","id");--> statement-breakpoint
CREATE INDEX "products_category_order_idx" ON "products" USING btree ("category_id","id");