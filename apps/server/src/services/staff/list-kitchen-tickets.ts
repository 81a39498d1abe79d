import type { TOrderItem } from '@tableside/shared/contract/order';
import type { TKitchenTicketsResponse } from '@tableside/shared/contract/staff-console';
import type { OrderGroupStatus, OrderItemStatus } from '@tableside/shared/domain/enums';
import { and, asc, eq, gt, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  diningTables,
  orderGroups,
  orderItems,
  orders,
  orderTables,
  products,
} from '../../db/schema/index';
import { loadOrderItemViews } from '../orders/order-item-query';

/** Groups the kitchen has nothing to do for: the cart, and groups cancelled or served. */
const NOT_TICKETS: OrderGroupStatus[] = ['NEW', 'CANCELLED', 'COMPLETED', 'DELIVERED'];
/** Lines already served or called off. */
const NOT_TO_COOK: OrderItemStatus[] = ['NEW', 'DELIVERED', 'CANCELLED'];

/** The confirmed groups of the branch's open orders, oldest confirmation first. */
function selectTicketGroups(db: Database, input: { tenantId: number; branchId: number }) {
  return db
    .select({
      orderId: orders.id,
      orderGroupId: orderGroups.id,
      orderNumber: orderGroups.groupNumber,
      confirmedAt: orderGroups.confirmedAt,
      createdAt: orderGroups.createdAt,
    })
    .from(orderGroups)
    .innerJoin(orders, eq(orders.id, orderGroups.orderId))
    .where(
      and(
        eq(orders.tenantId, input.tenantId),
        eq(orders.branchId, input.branchId),
        ne(orders.status, 'COMPLETED'),
        eq(orders.isVoid, false),
        notInArray(orderGroups.status, NOT_TICKETS),
      ),
    )
    .orderBy(
      sql`coalesce(${orderGroups.confirmedAt}, ${orderGroups.createdAt})`,
      asc(orderGroups.id),
    );
}

/** The names of the tables each order sits at now, in the order it took them. */
async function tableNamesOf(db: Database, orderIds: number[]): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ orderId: orderTables.orderId, name: diningTables.name })
    .from(orderTables)
    .innerJoin(diningTables, eq(diningTables.id, orderTables.tableId))
    .where(and(inArray(orderTables.orderId, orderIds), eq(orderTables.active, true)))
    .orderBy(asc(orderTables.id));
  const names = new Map<number, string[]>();
  for (const row of rows) names.set(row.orderId, [...(names.get(row.orderId) ?? []), row.name]);
  return names;
}

/** Lines of products in these categories only (a station's); every line without them. */
function ofCategories(categoryIds: number[] | undefined) {
  if (categoryIds === undefined) return sql`true`;
  if (categoryIds.length === 0) return sql`false`;
  return sql`${orderItems.productId} in (select ${products.id} from ${products} where ${inArray(products.categoryId, categoryIds)})`;
}

/**
 * What the kitchen still has to prepare at a branch: one ticket per confirmed group of an
 * open order that has lines neither delivered nor cancelled, listing only those lines (the
 * order view's items, so quantities are what is left after cancellations). A group fully
 * served or cancelled has no ticket. With `categoryIds` (a station's display), only the lines
 * of those categories, and only tickets that have some. The caller checked the branch is the
 * staff member's.
 */
export async function listKitchenTickets(
  db: Database,
  input: { tenantId: number; branchId: number; categoryIds?: number[] },
): Promise<TKitchenTicketsResponse> {
  const groups = await selectTicketGroups(db, input);
  if (groups.length === 0) return [];
  const groupIds = groups.map((group) => group.orderGroupId);
  const views = await loadOrderItemViews(
    db,
    sql`${inArray(orderItems.orderGroupId, groupIds)}
      and ${notInArray(orderItems.status, NOT_TO_COOK)}
      and ${gt(orderItems.quantity, orderItems.cancelledQuantity)}
      and ${ofCategories(input.categoryIds)}`,
  );
  const itemsOf = new Map<number, TOrderItem[]>();
  for (const { orderGroupId, item } of views) {
    itemsOf.set(orderGroupId, [...(itemsOf.get(orderGroupId) ?? []), item]);
  }
  const names = await tableNamesOf(db, [...new Set(groups.map((group) => group.orderId))]);
  return groups.flatMap(({ createdAt, confirmedAt, ...group }) => {
    const items = itemsOf.get(group.orderGroupId) ?? [];
    if (items.length === 0) return [];
    return [
      {
        ...group,
        tableNames: names.get(group.orderId) ?? [],
        confirmedAt: (confirmedAt ?? createdAt).toISOString(),
        items,
      },
    ];
  });
}
