-- Products indexed before this migration have no row here until they are indexed again (the words are
-- the app's: jieba and the normaliser, not a PostgreSQL text search configuration).
CREATE TABLE "product_described" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"words" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_described" ADD CONSTRAINT "product_described_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_described_words_idx" ON "product_described" USING gin ("words");
