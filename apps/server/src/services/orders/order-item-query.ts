// Order items as the wire shows them, loaded in one query however many there are: the items
// with their size, product, category, adder and the order branch's terms, and their add-ons
// as JSON beside each (a round trip less on every cart write: issue 15's profile).
import type { TOrderItem } from '@tableside/shared/contract/order';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { reusableQuery } from '../../db/reusable-query';
import {
  branchMenuItems,
  customers,
  menuCategories,
  menuItems,
  orderItems,
  orders,
  products,
} from '../../db/schema/index';
import { guestOrderable } from '../menu/guest-availability';
import { productImageUrl } from '../menu/product-image-url';
import {
  type ItemModifierRow,
  type ItemPricing,
  type ItemRow,
  toOrderItem,
} from './order-view-mappers';

export interface OrderItemView {
  orderGroupId: number;
  item: TOrderItem;
}

const parentCategory = alias(menuCategories, 'parent_category');

/**
 * A confirmed item shows the name it was ordered by (the snapshot taken at confirmation), so
 * renaming or archiving the dish never rewrites an open or old bill; a cart line (NEW) follows
 * the catalogue like its price does. Empty only for rows older than the snapshot columns.
 */
export const snapshotOr = (snapshot: AnyPgColumn, current: AnyPgColumn) =>
  sql<string>`case when ${orderItems.status} <> 'NEW' and ${snapshot} <> '' then ${snapshot} else ${current} end`;

// Qualified by hand: the subquery's tables are not in the outer select's FROM.
const addOnsJson = sql<ItemModifierRow[]>`coalesce((
  select json_agg(json_build_object('orderItemId', oim.order_item_id, 'modifierId', oim.modifier_id,
    'name', oim.name, 'quantity', oim.quantity, 'unitPriceMinor', oim.unit_price_minor,
    'currentPriceMinor', m.price_minor) order by m.sort_order, m.id)
  from order_item_modifiers oim inner join modifiers m on m.id = oim.modifier_id
  where oim.order_item_id = "order_items"."id"), '[]'::json)`;

type ItemRowWithAddOns = ItemRow & { addOns: ItemModifierRow[] };

function selectItemRows(db: Database, where: SQL) {
  return db
    .select({
      id: orderItems.id,
      orderGroupId: orderItems.orderGroupId,
      menuItemId: orderItems.menuItemId,
      productId: orderItems.productId,
      customerId: orderItems.customerId,
      customerName: customers.name,
      quantity: orderItems.quantity,
      cancelledQuantity: orderItems.cancelledQuantity,
      unitPriceMinor: orderItems.unitPriceMinor,
      status: orderItems.status,
      prepStatus: orderItems.prepStatus,
      instructions: orderItems.instructions,
      actionType: orderItems.actionType,
      createdAt: orderItems.createdAt,
      sizeName: snapshotOr(orderItems.sizeName, menuItems.sizeName),
      displayName: snapshotOr(orderItems.itemName, products.displayName),
      foodType: products.foodType,
      imageUrl: productImageUrl,
      topMostCategory: sql<string>`coalesce(${parentCategory.name}, ${menuCategories.name})`,
      branchPriceMinor: branchMenuItems.priceMinor,
      branchAvailable: guestOrderable,
      addOns: addOnsJson,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(menuItems, eq(menuItems.id, orderItems.menuItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(menuCategories, eq(menuCategories.id, products.categoryId))
    .leftJoin(parentCategory, eq(parentCategory.id, menuCategories.parentId))
    .leftJoin(
      branchMenuItems,
      and(
        eq(branchMenuItems.menuItemId, orderItems.menuItemId),
        eq(branchMenuItems.branchId, orders.branchId),
      ),
    )
    .leftJoin(customers, eq(customers.id, orderItems.customerId))
    .where(where)
    .orderBy(asc(orderItems.id));
}

function toViews(rows: ItemRowWithAddOns[], pricing: ItemPricing): OrderItemView[] {
  return rows.map(({ addOns, ...row }) => ({
    orderGroupId: row.orderGroupId,
    item: toOrderItem(row, addOns, pricing),
  }));
}

/** Items matching `where` (a condition on order_items), in the order they were added. */
export async function loadOrderItemViews(
  db: Database,
  where: SQL,
  pricing: ItemPricing = 'snapshot',
): Promise<OrderItemView[]> {
  return toViews(await selectItemRows(db, where), pricing);
}

// Every cart write reads its order's or its group's items: built once (see reusable-query).
const selectItemsOfOrder = reusableQuery((db) =>
  selectItemRows(db, eq(orderItems.orderId, sql.placeholder('orderId'))),
);
const selectItemsOfGroup = reusableQuery((db) =>
  selectItemRows(db, eq(orderItems.orderGroupId, sql.placeholder('orderGroupId'))),
);

/** The order's items as its wire shape shows them (snapshot pricing). */
export async function loadItemsOfOrder(db: Database, orderId: number): Promise<OrderItemView[]> {
  return toViews(await selectItemsOfOrder(db, { orderId }), 'snapshot');
}

/** The items of one group of an order (snapshot pricing). */
export async function loadItemsOfGroup(
  db: Database,
  orderGroupId: number,
): Promise<OrderItemView[]> {
  return toViews(await selectItemsOfGroup(db, { orderGroupId }), 'snapshot');
}

export const itemsOfOrder = (orderId: number) => eq(orderItems.orderId, orderId);
export const itemsOfOrderProduct = (orderId: number, productId: number) =>
  sql`${itemsOfOrder(orderId)} and ${eq(orderItems.productId, productId)}`;
export const itemsWithIds = (ids: number[]) => inArray(orderItems.id, ids);
