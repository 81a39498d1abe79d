// The catalogue: categories, products (productMaster), their sizes (menuItemMaster) and the
// per-branch price and availability of each size.
import { FOOD_TYPES, type FoodType, MENU_TABS, type MenuTab } from '@tableside/shared/domain/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { branches, tenantId } from './brands-branches';
import { enumCheck, id, money, timestampTz } from './columns';

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: id(),
    tenantId: tenantId(),
    tab: text('tab').$type<MenuTab>().notNull(),
    name: text('name').notNull(),
    /** Set on sub-categories; top-level categories have NULL. */
    parentId: integer('parent_id').references((): AnyPgColumn => menuCategories.id),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Archived categories are hidden from guests and kept for history; restorable. */
    archivedAt: timestampTz('archived_at'),
    /** Optimistic concurrency: a save names the version it edited; a stale one gets 409. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    enumCheck('menu_categories_tab_ck', t.tab, MENU_TABS),
    // The grouped-category menu call reads one tenant's tree, in order.
    index('menu_categories_tenant_tab_idx').on(t.tenantId, t.tab, t.sortOrder),
    index('menu_categories_parent_idx').on(t.parentId),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    tenantId: tenantId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
    itemName: text('item_name').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    foodType: text('food_type').$type<FoodType>().notNull(),
    isAlcoholic: boolean('is_alcoholic').notNull().default(false),
    calories: integer('calories'),
    imageUrl: text('image_url'),
    /** Content hash of the uploaded photo (media_assets); NULL for a plain image URL. */
    imageKey: text('image_key'),
    sortOrder: integer('sort_order').notNull().default(0),
    archivedAt: timestampTz('archived_at'),
    version: integer('version').notNull().default(1),
    // Kept by the database so no writer can forget it; fuzzy search matches names only
    // (descriptions would make word_similarity match nearly everything).
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower("display_name" || ' ' || "item_name")`),
  },
  (t) => [
    enumCheck('products_food_type_ck', t.foodType, FOOD_TYPES),
    index('products_category_idx').on(t.categoryId),
    index('products_tenant_idx').on(t.tenantId),
    index('products_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** A size of a product (the spec's menuItemMaster); order items point here. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: id(),
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sizeName: text('size_name').notNull(),
    defaultPriceMinor: money('default_price_minor').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The size preselected for the guest; at most one per product (the write layer keeps it). */
    isDefault: boolean('is_default').notNull().default(false),
    archivedAt: timestampTz('archived_at'),
  },
  (t) => [
    index('menu_items_product_idx').on(t.productId),
    check('menu_items_default_price_ck', sql`${t.defaultPriceMinor} >= 0`),
  ],
);

/** Price, availability and add-on limits of a size at one branch. */
export const branchMenuItems = pgTable(
  'branch_menu_items',
  {
    id: id(),
    tenantId: tenantId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
    priceMinor: money('price_minor').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    /** '86'd until this instant: unavailable while in the future, back by itself after. */
    snoozedUntil: timestampTz('snoozed_until'),
    minModifiers: integer('min_modifiers').notNull().default(0),
    /** 0 means no upper limit (the spec's 'Please select any N add on(s)'). */
    maxModifiers: integer('max_modifiers').notNull().default(0),
  },
  (t) => [
    // Leading branch_id also serves "the whole menu of a branch".
    unique('branch_menu_items_branch_item_uq').on(t.branchId, t.menuItemId),
    index('branch_menu_items_menu_item_idx').on(t.menuItemId),
    index('branch_menu_items_snoozed_idx').on(t.snoozedUntil),
    check('branch_menu_items_price_ck', sql`${t.priceMinor} >= 0`),
    check(
      'branch_menu_items_modifiers_ck',
      sql`${t.minModifiers} >= 0 AND (${t.maxModifiers} = 0 OR ${t.maxModifiers} >= ${t.minModifiers})`,
    ),
  ],
);
