-- A product's tag becomes bilingual like species, expression system and conjugate: the old column
-- held the English names ("tag free", "N/A"), which the Chinese site showed as they were. Symbols
-- such as His or hFc read the same in both languages; the two words get the demo vocabulary's
-- Chinese (src/db/demo-data/vocab.ts).
ALTER TABLE "products" RENAME COLUMN "tag" TO "tag_en";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tag_zh" text;--> statement-breakpoint
UPDATE "products" SET "tag_zh" = CASE "tag_en" WHEN 'tag free' THEN '无标签' WHEN 'N/A' THEN '不适用' ELSE "tag_en" END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "tag_zh" SET NOT NULL;
