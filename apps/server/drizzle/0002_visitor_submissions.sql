CREATE TABLE "channel_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_storage_id" text NOT NULL,
	"operate_type" text NOT NULL,
	"operate_type_id" text NOT NULL,
	"source" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_storage_id" text NOT NULL,
	"user_name" text NOT NULL,
	"user_type" text NOT NULL,
	"source" text NOT NULL,
	"source_value" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_attached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"department" text NOT NULL,
	"industry_name" text NOT NULL,
	"area_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"other_tree_name" text,
	"catalog_number" text,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"department" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"content" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "channel_events_session_storage_id_idx" ON "channel_events" USING btree ("session_storage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_visits_session_storage_id_idx" ON "channel_visits" USING btree ("session_storage_id");--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leave_messages_created_at_idx" ON "leave_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_subscriptions_email_idx" ON "mail_subscriptions" USING btree (lower("email"));