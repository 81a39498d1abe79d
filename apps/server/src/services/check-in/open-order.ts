import { PIN_LENGTH } from '@tableside/shared/domain/constants';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderCustomers, orders, orderTables } from '../../db/schema/index';
import { readPricingSnapshot } from '../pricing-rules/pricing-snapshot';
import type { OrderRow } from '../staff/order-lock';
import { isUniqueViolation } from '../staff/unique-violation';
import { newDigitsCode } from './codes';

/**
 * The order occupying the table, row-locked: joins, new orders and staff changes of that
 * order queue up behind each other.
 */
export async function lockTableOrder(tx: Database, tableId: number): Promise<OrderRow | null> {
  const [row] = await tx
    .select({ order: orders })
    .from(orderTables)
    .innerJoin(orders, eq(orders.id, orderTables.orderId))
    .where(and(eq(orderTables.tableId, tableId), eq(orderTables.active, true)))
    .for('update', { of: orders });
  return row?.order ?? null;
}

/**
 * Opens a table session: a new order with a fresh random table PIN, the table occupied and
 * the customer as its primary guest (who never needs the PIN), with the branch's charges,
 * taxes and rounding as they stand (its bill never follows later edits). If another check-in took the
 * table first, the partial unique index on order_tables refuses the insert (see withTableRace).
 */
export async function openOrder(
  tx: Database,
  input: {
    tenantId: number;
    branchId: number;
    tableId: number;
    noOfGuest: number;
    customerId: number;
    at: Date;
  },
): Promise<OrderRow> {
  const { tenantId, branchId, tableId, customerId, at } = input;
  const [order] = await tx
    .insert(orders)
    .values({
      tenantId,
      branchId,
      tableCode: newDigitsCode(PIN_LENGTH),
      noOfGuests: input.noOfGuest,
      primaryCustomerId: customerId,
      openedAt: at,
      pricingSnapshot: await readPricingSnapshot(tx, branchId),
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  await tx.insert(orderTables).values({ tenantId, orderId: order.id, tableId, createdAt: at });
  await tx.insert(orderCustomers).values({
    tenantId,
    orderId: order.id,
    customerId,
    isPrimary: true,
    pinVerified: true,
    joinedAt: at,
  });
  return order;
}

/**
 * Runs a transaction that may open the table's order. Two guests opening one free table at
 * once: the loser's insert violates the one-open-order-per-table index and its transaction
 * rolls back; run once more, it finds the winner's order and joins it instead.
 */
export async function withTableRace<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return attempt();
  }
}
