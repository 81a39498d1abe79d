import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  branches,
  branchMenuItems,
  menuItems,
  orderGroups,
  orderItems,
  orders,
} from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { lockOrder } from './order-lock';

export type BranchMenuItemRow = typeof branchMenuItems.$inferSelect;

/** A size (menuItemMaster) as one branch of this tenant sells it. */
export async function findBranchMenuItem(
  tx: Database,
  tenantId: number,
  branchId: number,
  menuItemId: number,
): Promise<BranchMenuItemRow> {
  const [branch] = await tx
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.tenantId, tenantId)));
  if (!branch) throw notFound('Branch');
  const [row] = await tx
    .select()
    .from(branchMenuItems)
    .where(and(eq(branchMenuItems.branchId, branchId), eq(branchMenuItems.menuItemId, menuItemId)));
  if (!row) throw notFound('Menu item');
  return row;
}

/** The branch's rows of every size of the product this size belongs to, this size among them. */
export function selectProductSizesAt(
  tx: Database,
  branchId: number,
  menuItemId: number,
): Promise<BranchMenuItemRow[]> {
  const product = tx
    .select({ productId: menuItems.productId })
    .from(menuItems)
    .where(eq(menuItems.id, menuItemId));
  const sizes = tx
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(inArray(menuItems.productId, product));
  return tx
    .select()
    .from(branchMenuItems)
    .where(and(eq(branchMenuItems.branchId, branchId), inArray(branchMenuItems.menuItemId, sizes)))
    .orderBy(asc(branchMenuItems.menuItemId));
}

/** Cart lines (NEW items of NEW groups, not removed) of these sizes in the branch's open orders. */
export function selectCartLines(
  tx: Database,
  branchId: number,
  menuItemIds: readonly number[],
  orderId?: number,
): Promise<Array<{ id: number; orderId: number }>> {
  return tx
    .select({ id: orderItems.id, orderId: orderItems.orderId })
    .from(orderItems)
    .innerJoin(orderGroups, eq(orderGroups.id, orderItems.orderGroupId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        orderId === undefined ? undefined : eq(orderItems.orderId, orderId),
        eq(orders.branchId, branchId),
        ne(orders.status, 'COMPLETED'),
        eq(orders.isVoid, false),
        eq(orderGroups.status, 'NEW'),
        inArray(orderItems.menuItemId, [...menuItemIds]),
        eq(orderItems.status, 'NEW'),
        gt(orderItems.quantity, orderItems.cancelledQuantity),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

/**
 * Locks, in id order, the open orders of the branch whose cart holds these sizes. Orders are
 * locked before the catalogue row is written, the same order guests' writers take (order
 * first), so the two cannot deadlock.
 */
export async function lockOrdersWithCartLines(
  tx: Database,
  tenantId: number,
  branchId: number,
  menuItemIds: readonly number[],
): Promise<number[]> {
  const lines = await selectCartLines(tx, branchId, menuItemIds);
  const orderIds = [...new Set(lines.map((line) => line.orderId))];
  for (const orderId of orderIds) await lockOrder(tx, tenantId, orderId);
  return orderIds;
}
