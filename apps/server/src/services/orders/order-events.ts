import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reusableQuery } from '../../db/reusable-query';
import { orders, orderTables } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { rooms } from '../../realtime/rooms';
import type { OrderRow } from '../staff/order-lock';

/**
 * Takes the next realtime sequence number of an order. Run it inside the writing transaction:
 * the row lock it takes also serialises concurrent writers of one order, so two guests
 * changing the same cart at once queue up instead of overwriting each other.
 */
export async function nextEventSeq(tx: Database, orderId: number): Promise<number> {
  const [row] = await tx
    .update(orders)
    .set({ eventSeq: sql`${orders.eventSeq} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ seq: orders.eventSeq });
  if (!row) throw new Error(`order ${orderId} vanished while writing`);
  return row.seq;
}

// Every cart write starts here: built once (see reusable-query).
const takeNextSeq = reusableQuery((db) =>
  db
    .update(orders)
    .set({ eventSeq: sql`${orders.eventSeq} + 1` })
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.tenantId, sql.placeholder('tenantId')),
      ),
    )
    .returning(),
);

/**
 * lockOrder and nextEventSeq in one statement, for a write that changes the order whenever it
 * succeeds (a failed one rolls the number back): one round trip less on every cart write.
 */
export async function lockOrderNextSeq(
  tx: Database,
  tenantId: number,
  orderId: number,
): Promise<OrderRow> {
  const [order] = await takeNextSeq(tx, { orderId, tenantId });
  if (!order) throw notFound('Order');
  return order;
}

export interface OrderRooms {
  /** One cart room per table the order occupies. */
  cart: string[];
  customer: string[];
  staff: string;
  tenantId: number;
  branchId: number;
  tableIds: number[];
}

/**
 * Where an order's events go: the cart and customer rooms of each table it occupies. A closed
 * order has released its tables; its last events still reach the guests of those tables.
 */
export async function orderRooms(db: Database, orderId: number): Promise<OrderRooms> {
  const rows = await db
    .select({
      tenantId: orders.tenantId,
      branchId: orders.branchId,
      tableId: orderTables.tableId,
      active: orderTables.active,
    })
    .from(orders)
    .innerJoin(orderTables, eq(orderTables.orderId, orders.id))
    .where(eq(orders.id, orderId));
  const first = rows[0];
  if (!first) throw new Error(`order ${orderId} has no table`);
  return roomsOf(first, rows);
}

/** The rooms of an order of `scope` seated at `tables` (every table it ever occupied). */
export function roomsOf(
  scope: { tenantId: number; branchId: number },
  tables: ReadonlyArray<{ tableId: number; active: boolean }>,
): OrderRooms {
  const { tenantId, branchId } = scope;
  const active = tables.filter((r) => r.active);
  const tableIds = [...new Set((active.length > 0 ? active : tables).map((r) => r.tableId))];
  return {
    cart: tableIds.map((tableId) => rooms.cart({ tenantId, branchId, tableId })),
    customer: tableIds.map((tableId) => rooms.customer({ tenantId, branchId, tableId })),
    staff: rooms.staff({ tenantId, branchId }),
    tenantId,
    branchId,
    tableIds,
  };
}
