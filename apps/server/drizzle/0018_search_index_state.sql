CREATE TABLE "search_index_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" integer NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_index_state_one_row" CHECK ("search_index_state"."id")
);
-- No row: the index was written before it had a version (or never); the next start rebuilds it.
