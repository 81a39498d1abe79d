import type { TFloorTable, TFloorTablesResponse } from '@tableside/shared/contract/staff';
import { deriveCheckInState } from '@tableside/shared/domain/check-in';
import { toMajor } from '@tableside/shared/domain/money';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, orders, orderTables, staffUsers } from '../../db/schema/index';
import { computeOrderBill } from '../billing/compute-order-bill';

type OpenOrder = typeof orders.$inferSelect;

/** The open (not completed, not void) order on each of these tables. */
async function openOrdersByTable(db: Database, tableIds: number[]) {
  if (tableIds.length === 0) return new Map<number, OpenOrder>();
  const rows = await db
    .select({ tableId: orderTables.tableId, order: orders })
    .from(orderTables)
    .innerJoin(orders, eq(orders.id, orderTables.orderId))
    .where(
      and(
        inArray(orderTables.tableId, tableIds),
        eq(orderTables.active, true),
        ne(orders.status, 'COMPLETED'),
        eq(orders.isVoid, false),
      ),
    );
  return new Map(rows.map((r) => [r.tableId, r.order]));
}

/**
 * The floor plan of a branch: every table with its state (the guest app's check-in states, so
 * staff see what a guest scanning the table would), its open order's PIN, guests, opening
 * time, call-waiter request (and when it was raised) and payable total. The caller checked the branch is the staff
 * member's. With `tableId`, the one table (the answer of a change to it).
 */
export async function listFloorTables(
  db: Database,
  input: { tenantId: number } & ({ branchId: number } | { tableId: number }),
): Promise<TFloorTablesResponse> {
  const which =
    'branchId' in input
      ? // Archived tables are off the floor (they never hold an open order).
        and(eq(diningTables.branchId, input.branchId), isNull(diningTables.archivedAt))
      : eq(diningTables.id, input.tableId);
  const tables = await db
    .select({
      id: diningTables.id,
      name: diningTables.name,
      associateId: staffUsers.id,
      associateName: staffUsers.displayName,
    })
    .from(diningTables)
    .leftJoin(staffUsers, eq(staffUsers.id, diningTables.associateStaffUserId))
    .where(and(which, eq(diningTables.tenantId, input.tenantId)))
    .orderBy(asc(diningTables.sortOrder), asc(diningTables.id));
  const open = await openOrdersByTable(
    db,
    tables.map((t) => t.id),
  );
  // One bill per order: a multi-table order shows the same total on each of its tables.
  const totals = new Map<number, number>();
  for (const order of new Set(open.values())) {
    totals.set(order.id, (await computeOrderBill(db, order)).payableAmount);
  }

  return tables.map((table): TFloorTable => {
    const order = open.get(table.id);
    return {
      tableId: table.id,
      name: table.name,
      state: deriveCheckInState({
        isCustomerAssociateNotAssigned: table.associateId === null,
        isOrderCheckOut: order?.status === 'CHECKOUT',
        isOpenOrder: order !== undefined,
      }),
      orderId: order?.id ?? null,
      guests: order?.noOfGuests ?? null,
      pin: order?.tableCode ?? null,
      openedAt: order?.openedAt.toISOString() ?? null,
      totalAmount: order ? toMajor(totals.get(order.id) ?? 0) : 0,
      callWaiter: order?.callWaiter ?? false,
      callWaiterReasons: order?.callWaiter ? order.callWaiterReasons : [],
      callWaiterAt: order?.callWaiter ? (order.callWaiterAt?.toISOString() ?? null) : null,
      isVerified: order?.isVerified ?? false,
      status: order?.status ?? null,
      associate:
        table.associateId !== null && table.associateName !== null
          ? { id: table.associateId, name: table.associateName }
          : null,
    };
  });
}
