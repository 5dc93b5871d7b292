CREATE TABLE "login_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_unit_idx";--> statement-breakpoint
CREATE INDEX "users_unit_prefix_idx" ON "users" USING btree (lower("unit") text_pattern_ops);