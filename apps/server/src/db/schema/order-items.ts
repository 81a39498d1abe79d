// What a table orders: groups (the NEW one is the shared cart), items and their add-ons.
import {
  ORDER_GROUP_STATUSES,
  ORDER_ITEM_STATUSES,
  type OrderGroupStatus,
  type OrderItemStatus,
  PREP_STATUSES,
  type PrepStatus,
} from '@tableside/shared/domain/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantId } from './brands-branches';
import { createdAt, enumCheck, id, money, timestampTz } from './columns';
import { customers } from './customers-auth';
import { menuCategories, menuItems, products } from './menu';
import { modifiers } from './menu-extras';
import { orders } from './orders';
import { staffUsers } from './staff';

export const orderGroups = pgTable(
  'order_groups',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').$type<OrderGroupStatus>().notNull().default('NEW'),
    /** 1, 2, ... within the order: shown as 'Order #01'. */
    groupNumber: integer('group_number').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestampTz('confirmed_at'),
    confirmedByCustomerId: integer('confirmed_by_customer_id').references(() => customers.id),
  },
  (t) => [
    enumCheck('order_groups_status_ck', t.status, ORDER_GROUP_STATUSES),
    // Leading order_id also serves "groups of an order".
    unique('order_groups_order_number_uq').on(t.orderId, t.groupNumber),
    // One shared cart per order: two guests adding at once cannot open two NEW groups.
    uniqueIndex('order_groups_one_new_uq').on(t.orderId).where(sql`${t.status} = 'NEW'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    orderGroupId: integer('order_group_id')
      .notNull()
      .references(() => orderGroups.id),
    /** The size ordered (menuItemMaster). */
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
    /** Denormalised from the size: re-order and previous-customisation lookups go by product. */
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    customerId: integer('customer_id').references(() => customers.id),
    quantity: integer('quantity').notNull(),
    cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
    /** Branch price of the size when added; add-ons are priced on their own rows. */
    unitPriceMinor: money('unit_price_minor').notNull(),
    /** Snapshot of the product's name and the size's name, taken at confirmation: a bill
     * never changes when the catalogue is renamed or archived. */
    itemName: text('item_name').notNull().default(''),
    sizeName: text('size_name').notNull().default(''),
    /** The product's category when added, taken again at confirmation like the names: the
     * charges and taxes limited to categories read this, never the catalogue's today. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
    /** That category and every category above it then, nearest first: a rule on a category
     * covers its sub-categories' items, as the tree stood when the item was ordered. */
    categoryPath: integer('category_path').array().notNull(),
    status: text('status').$type<OrderItemStatus>().notNull().default('NEW'),
    instructions: text('instructions').array().notNull().default(sql`'{}'::text[]`),
    actionType: text('action_type'),
    /** The kitchen's progress before delivery (issue 14 item 7): NEW, PREPARING, READY. */
    prepStatus: text('prep_status').$type<PrepStatus>().notNull().default('NEW'),
    prepUpdatedAt: timestampTz('prep_updated_at'),
    createdAt: createdAt(),
    deliveredAt: timestampTz('delivered_at'),
  },
  (t) => [
    enumCheck('order_items_status_ck', t.status, ORDER_ITEM_STATUSES),
    enumCheck('order_items_prep_status_ck', t.prepStatus, PREP_STATUSES),
    check('order_items_quantity_ck', sql`${t.quantity} >= 0 AND ${t.cancelledQuantity} >= 0`),
    check('order_items_unit_price_ck', sql`${t.unitPriceMinor} >= 0`),
    check('order_items_category_path_ck', sql`${t.categoryPath}[1] = ${t.categoryId}`),
    // Leading order_id serves "items of an order"; product_id serves productMaster-orderItems.
    index('order_items_order_product_idx').on(t.orderId, t.productId),
    index('order_items_group_idx').on(t.orderGroupId),
  ],
);

export const orderItemModifiers = pgTable(
  'order_item_modifiers',
  {
    id: id(),
    tenantId: tenantId(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    modifierId: integer('modifier_id')
      .notNull()
      .references(() => modifiers.id),
    quantity: integer('quantity').notNull().default(1),
    unitPriceMinor: money('unit_price_minor').notNull(),
    /** Snapshot: the bill must not change when the catalogue is renamed. */
    name: text('name').notNull(),
  },
  (t) => [
    unique('order_item_modifiers_item_modifier_uq').on(t.orderItemId, t.modifierId),
    check('order_item_modifiers_quantity_ck', sql`${t.quantity} >= 1`),
    check('order_item_modifiers_unit_price_ck', sql`${t.unitPriceMinor} >= 0`),
  ],
);

/** Who cancelled how much of an item and why: a cancellation lowers the bill, so it is kept. */
export const orderItemCancellations = pgTable(
  'order_item_cancellations',
  {
    id: id(),
    tenantId: tenantId(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    reason: text('reason'),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_item_cancellations_quantity_ck', sql`${t.quantity} >= 1`),
    index('order_item_cancellations_item_idx').on(t.orderItemId),
  ],
);
