CREATE TABLE "media_assets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_assets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_assets_tenant_hash_uq" UNIQUE("tenant_id","hash")
);
--> statement-breakpoint
CREATE TABLE "product_allergens" (
	"product_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"allergen" text NOT NULL,
	"level" text NOT NULL,
	CONSTRAINT "product_allergens_product_id_allergen_pk" PRIMARY KEY("product_id","allergen"),
	CONSTRAINT "product_allergens_allergen_ck" CHECK ("product_allergens"."allergen" IN ('CELERY', 'GLUTEN', 'CRUSTACEANS', 'EGGS', 'FISH', 'LUPIN', 'MILK', 'MOLLUSCS', 'MUSTARD', 'TREE_NUTS', 'PEANUTS', 'SESAME', 'SOYA', 'SULPHITES')),
	CONSTRAINT "product_allergens_level_ck" CHECK ("product_allergens"."level" IN ('CONTAINS', 'MAY_CONTAIN'))
);
--> statement-breakpoint
ALTER TABLE "branch_menu_items" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menu_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "is_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "item_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "size_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_groups" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotion_groups" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "link_category_id" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "active_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "active_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_tenant_id_brands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_allergens" ADD CONSTRAINT "product_allergens_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_allergens" ADD CONSTRAINT "product_allergens_tenant_id_brands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_link_category_id_menu_categories_id_fk" FOREIGN KEY ("link_category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_menu_items_snoozed_idx" ON "branch_menu_items" USING btree ("snoozed_until");--> statement-breakpoint
-- Existing orders keep the names they were made with from now on.
UPDATE "order_items" SET "item_name" = p."display_name", "size_name" = mi."size_name" FROM "products" p, "menu_items" mi WHERE p."id" = "order_items"."product_id" AND mi."id" = "order_items"."menu_item_id";--> statement-breakpoint
-- The first size of each product (by sort order) was the guest's preselected size.
UPDATE "menu_items" SET "is_default" = true WHERE "id" IN (SELECT DISTINCT ON ("product_id") "id" FROM "menu_items" ORDER BY "product_id", "sort_order", "id");
