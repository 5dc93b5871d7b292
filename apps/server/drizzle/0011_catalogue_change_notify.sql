-- Every write to the public catalogue (whoever makes it: a seed, a script, psql, an admin tool) tells
-- every listening server process on the channel `catalogue_changed`, so that their caches of catalogue
-- reads are dropped at once. PostgreSQL delivers it at commit to every session that LISTENs; PGlite to
-- its own listeners. One notification per statement (not per row): a bulk import sends a handful.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "product_sizes_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "banners_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "articles_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "references_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "references" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "distributors_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "distributors" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "global_cfg_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "global_cfg" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "dict_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dict" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "hot_keywords_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hot_keywords" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
