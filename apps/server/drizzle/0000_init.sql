CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text NOT NULL,
	"summary_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"category" text NOT NULL,
	"publish_date" date NOT NULL,
	"cover" text
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"subtitle_zh" text NOT NULL,
	"subtitle_en" text NOT NULL,
	"link" text NOT NULL,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"label_zh" text NOT NULL,
	"label_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"country_zh" text NOT NULL,
	"country_en" text NOT NULL,
	"country_code" text NOT NULL,
	"region_zh" text NOT NULL,
	"region_en" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text NOT NULL,
	"address_zh" text NOT NULL,
	"address_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_cfg" (
	"key" text PRIMARY KEY NOT NULL,
	"value_zh" text NOT NULL,
	"value_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword_zh" text NOT NULL,
	"keyword_en" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"price_cny" numeric(12, 2),
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_number" text NOT NULL,
	"category_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"target" text NOT NULL,
	"species_zh" text NOT NULL,
	"species_en" text NOT NULL,
	"tag" text NOT NULL,
	"expression_system_zh" text NOT NULL,
	"expression_system_en" text NOT NULL,
	"conjugate_zh" text NOT NULL,
	"conjugate_en" text NOT NULL,
	"purity_zh" text NOT NULL,
	"purity_en" text NOT NULL,
	"endotoxin_zh" text NOT NULL,
	"endotoxin_en" text NOT NULL,
	"molecular_weight_zh" text NOT NULL,
	"molecular_weight_en" text NOT NULL,
	"formulation_zh" text NOT NULL,
	"formulation_en" text NOT NULL,
	"storage_zh" text NOT NULL,
	"storage_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"popular_rank" integer
);
--> statement-breakpoint
CREATE TABLE "references" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"authors" text NOT NULL,
	"journal" text NOT NULL,
	"impact_factor" double precision NOT NULL,
	"year" integer NOT NULL,
	"doi" text NOT NULL,
	"catalog_number" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_category_publish_date_idx" ON "articles" USING btree ("category","publish_date");--> statement-breakpoint
CREATE INDEX "categories_pid_idx" ON "categories" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_type_code_idx" ON "dict" USING btree ("type","code");--> statement-breakpoint
CREATE INDEX "distributors_country_code_idx" ON "distributors" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "product_sizes_product_id_idx" ON "product_sizes" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_catalog_number_idx" ON "products" USING btree ("catalog_number");--> statement-breakpoint
CREATE INDEX "products_category_id_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_popular_rank_idx" ON "products" USING btree ("popular_rank");--> statement-breakpoint
CREATE INDEX "references_catalog_number_idx" ON "references" USING btree ("catalog_number");