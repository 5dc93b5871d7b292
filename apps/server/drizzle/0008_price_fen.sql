-- Money becomes whole fen (issue 10): yuan with two decimals are multiplied by 100 into integers, so
-- that totals and subtotals are exact. drizzle-kit generated the renames and the checks; the type
-- change with its USING conversion is written by hand (drizzle-kit misses a type change on a rename).
ALTER TABLE "order_lines" RENAME COLUMN "price_cny" TO "price_fen";--> statement-breakpoint
ALTER TABLE "product_sizes" RENAME COLUMN "price_cny" TO "price_fen";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "price_fen" SET DATA TYPE integer USING round("price_fen" * 100)::integer;--> statement-breakpoint
ALTER TABLE "product_sizes" ALTER COLUMN "price_fen" SET DATA TYPE integer USING round("price_fen" * 100)::integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_fen_check" CHECK ("order_lines"."price_fen" >= 0);--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_price_fen_check" CHECK ("product_sizes"."price_fen" >= 0);
