-- Each order line keeps the category it was ordered under (and the categories above it), so
-- moving a dish or re-parenting a category never changes an open or past bill. Existing lines
-- take their product's category as the catalogue stands now: the nearest there is to history.
ALTER TABLE "order_items" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "category_path" integer[];--> statement-breakpoint
UPDATE "order_items" oi SET
  "category_id" = c."id",
  "category_path" = array_remove(ARRAY[c."id", c."parent_id"], NULL)
FROM "products" p
JOIN "menu_categories" c ON c."id" = p."category_id"
WHERE p."id" = oi."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "category_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "category_path" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_category_path_ck" CHECK ("order_items"."category_path"[1] = "order_items"."category_id");
