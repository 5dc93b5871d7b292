CREATE TABLE "product_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"lot_number" text NOT NULL,
	"manufactured_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"concentration_mg_ml" double precision,
	"sds_purity_percent" double precision,
	"reduced_bands_kda" double precision[],
	"non_reduced_bands_kda" double precision[],
	"sec_main_peak_percent" double precision,
	"endotoxin_eu_per_ug" double precision,
	"assay_kind" text,
	"assay_concentrations_ng_ml" double precision[],
	"assay_responses" double precision[],
	CONSTRAINT "product_lots_assay_points_check" CHECK (coalesce(cardinality("product_lots"."assay_concentrations_ng_ml"), 0) = coalesce(cardinality("product_lots"."assay_responses"), 0)),
	CONSTRAINT "product_lots_dates_check" CHECK ("product_lots"."expires_on" > "product_lots"."manufactured_on")
);
--> statement-breakpoint
ALTER TABLE "product_lots" ADD CONSTRAINT "product_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_lots_product_lot_idx" ON "product_lots" USING btree ("product_id","lot_number");--> statement-breakpoint
CREATE INDEX "product_lots_lot_number_lower_idx" ON "product_lots" USING btree (lower("lot_number"));