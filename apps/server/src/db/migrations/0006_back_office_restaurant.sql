CREATE TABLE "kitchen_station_categories" (
	"station_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "kitchen_station_categories_station_id_category_id_pk" PRIMARY KEY("station_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "kitchen_stations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kitchen_stations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_stations_branch_name_uq" UNIQUE("branch_id","name")
);
--> statement-breakpoint
CREATE TABLE "table_areas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "table_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "table_areas_branch_name_uq" UNIQUE("branch_id","name")
);
--> statement-breakpoint
ALTER TABLE "branch_charges" ADD COLUMN "kind" text DEFAULT 'RATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_charges" ADD COLUMN "fixed_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_charges" ADD COLUMN "order_types" text[] DEFAULT '{DINE_IN}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_charges" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_charges" ADD COLUMN "inclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_charges" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branch_charges" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_settings" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "branch_settings" ADD COLUMN "table_tokens_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_settings" ADD COLUMN "rounding" text DEFAULT 'RUPEE' NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_settings" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_taxes" ADD COLUMN "kind" text DEFAULT 'RATE' NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_taxes" ADD COLUMN "fixed_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_taxes" ADD COLUMN "order_types" text[] DEFAULT '{DINE_IN}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_taxes" ADD COLUMN "category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_taxes" ADD COLUMN "inclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_taxes" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branch_taxes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "terms_text" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "theme" jsonb;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "prep_status" text DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "prep_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pricing_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "seats" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "qr_token" text;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kitchen_station_categories" ADD CONSTRAINT "kitchen_station_categories_station_id_kitchen_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."kitchen_stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_station_categories" ADD CONSTRAINT "kitchen_station_categories_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_station_categories" ADD CONSTRAINT "kitchen_station_categories_tenant_id_brands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_tenant_id_brands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_stations" ADD CONSTRAINT "kitchen_stations_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_areas" ADD CONSTRAINT "table_areas_tenant_id_brands_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_areas" ADD CONSTRAINT "table_areas_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_station_categories_category_idx" ON "kitchen_station_categories" USING btree ("category_id");--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_area_id_table_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."table_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dining_tables_qr_token_uq" ON "dining_tables" USING btree ("qr_token") WHERE "dining_tables"."qr_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "branch_charges" ADD CONSTRAINT "branch_charges_kind_ck" CHECK ("branch_charges"."kind" IN ('RATE', 'FIXED'));--> statement-breakpoint
ALTER TABLE "branch_settings" ADD CONSTRAINT "branch_settings_rounding_ck" CHECK ("branch_settings"."rounding" IN ('RUPEE', 'NONE'));--> statement-breakpoint
ALTER TABLE "branch_taxes" ADD CONSTRAINT "branch_taxes_kind_ck" CHECK ("branch_taxes"."kind" IN ('RATE', 'FIXED'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_prep_status_ck" CHECK ("order_items"."prep_status" IN ('NEW', 'PREPARING', 'READY'));--> statement-breakpoint
-- Orders opened before this migration keep the charges, taxes and rounding they were billed with.
UPDATE "orders" o SET "pricing_snapshot" = jsonb_build_object(
  'charges', COALESCE((SELECT jsonb_agg(jsonb_build_object('name', c."name", 'kind', 'RATE', 'rateBp', c."rate_bp", 'fixedMinor', 0, 'categoryIds', '[]'::jsonb, 'inclusive', false) ORDER BY c."sort_order", c."id") FROM "branch_charges" c WHERE c."branch_id" = o."branch_id"), '[]'::jsonb),
  'taxes', COALESCE((SELECT jsonb_agg(jsonb_build_object('name', t."name", 'kind', 'RATE', 'rateBp', t."rate_bp", 'fixedMinor', 0, 'categoryIds', '[]'::jsonb, 'inclusive', false) ORDER BY t."sort_order", t."id") FROM "branch_taxes" t WHERE t."branch_id" = o."branch_id"), '[]'::jsonb),
  'rounding', 'RUPEE'
) WHERE o."pricing_snapshot" IS NULL;
