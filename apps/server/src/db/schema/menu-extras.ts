// What hangs off a product: tags, add-ons (modifiers), instructions and recommendations.
import {
  ALLERGEN_LEVELS,
  ALLERGENS,
  type Allergen,
  type AllergenLevel,
} from '@tableside/shared/domain/allergens';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { tenantId } from './brands-branches';
import { enumCheck, id, money } from './columns';
import { products } from './menu';

export const tags = pgTable(
  'tags',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
  },
  (t) => [unique('tags_tenant_name_uq').on(t.tenantId, t.name)],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index('product_tags_tag_idx').on(t.tagId),
  ],
);

/** Add-ons of a product; every size shares them (limits live on branch_menu_items). */
export const modifiers = pgTable(
  'modifiers',
  {
    id: id(),
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    itemName: text('item_name').notNull(),
    priceMinor: money('price_minor').notNull().default(0),
    /** Counts as 1 and cannot be toggled by the guest. */
    autoSelect: boolean('auto_select').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Soft delete: order history keeps pointing at the row. */
    deleteStatus: boolean('delete_status').notNull().default(false),
  },
  (t) => [
    index('modifiers_product_idx').on(t.productId),
    check('modifiers_price_ck', sql`${t.priceMinor} >= 0`),
  ],
);

export const productInstructions = pgTable(
  'product_instructions',
  {
    id: id(),
    tenantId: tenantId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_instructions_product_idx').on(t.productId)],
);

export const productRecommendations = pgTable(
  'product_recommendations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    recommendedProductId: integer('recommended_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.recommendedProductId] }),
    check('product_recommendations_not_self_ck', sql`${t.productId} <> ${t.recommendedProductId}`),
  ],
);

/** EU-14 allergens of a product: 'contains' or 'may contain' (traces). */
export const productAllergens = pgTable(
  'product_allergens',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    allergen: text('allergen').$type<Allergen>().notNull(),
    level: text('level').$type<AllergenLevel>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.allergen] }),
    enumCheck('product_allergens_allergen_ck', t.allergen, ALLERGENS),
    enumCheck('product_allergens_level_ck', t.level, ALLERGEN_LEVELS),
  ],
);
