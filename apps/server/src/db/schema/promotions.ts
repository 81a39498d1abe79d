// Promotion carousels of the For You tab: groups per branch, promotions, mapped products.
import {
  PROMOTION_CONTAINER_SIZES,
  type PromotionContainerSize,
} from '@tableside/shared/domain/enums';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { branches, tenantId } from './brands-branches';
import { enumCheck, id, timestampTz } from './columns';
import { menuCategories, products } from './menu';

export const promotionGroups = pgTable(
  'promotion_groups',
  {
    id: id(),
    tenantId: tenantId(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    mainHeader: text('main_header').notNull(),
    subHeader: text('sub_header').notNull().default(''),
    containerSize: text('container_size').$type<PromotionContainerSize>().notNull(),
    sequence: integer('sequence').notNull().default(0),
    archivedAt: timestampTz('archived_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    enumCheck('promotion_groups_container_size_ck', t.containerSize, PROMOTION_CONTAINER_SIZES),
    // The promotions call filters by branch and sorts by sequence.
    index('promotion_groups_branch_seq_idx').on(t.branchId, t.sequence),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: id(),
    tenantId: tenantId(),
    groupId: integer('group_id')
      .notNull()
      .references(() => promotionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sequence: integer('sequence').notNull().default(0),
    active: boolean('active').notNull().default(true),
    deleteStatus: boolean('delete_status').notNull().default(false),
    bannerUrl: text('banner_url'),
    link: text('link'),
    /** A promotion opens an item (its promo items) or a whole category. */
    linkCategoryId: integer('link_category_id').references(() => menuCategories.id),
    /** Shown to guests only between these instants (either may be open-ended). */
    activeFrom: timestampTz('active_from'),
    activeTo: timestampTz('active_to'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('promotions_group_seq_idx').on(t.groupId, t.sequence)],
);

/** The promo items of a promotion (items-with-keywords PROMO-{id}). */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    sequence: integer('sequence').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.productId] })],
);
