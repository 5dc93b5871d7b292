-- Articles indexed before this migration keep their body's words in "lexemes" (still found) until indexed again.
ALTER TABLE "content_search" ADD COLUMN "body" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "content_search_body_idx" ON "content_search" USING gin ("body");