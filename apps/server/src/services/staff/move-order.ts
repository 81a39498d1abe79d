import { and, eq, inArray, ne } from 'drizzle-orm';
import { diningTables, orderTables } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { rooms } from '../../realtime/rooms';
import { nextEventSeq, orderRooms } from '../orders/order-events';
import { EventBatch } from './event-batch';
import { assertOrderOpen, lockOrder } from './order-lock';
import type { StaffDeps } from './staff-deps';
import { isUniqueViolation } from './unique-violation';

export interface MoveOrderInput {
  tenantId: number;
  orderId: number;
  /** The table the party moves to: same branch, serviceable, free. */
  tableId: number;
}

export interface MoveOrderResult {
  orderId: number;
  tableId: number;
  /** Tables the order left (empty when it already sat at the target table). */
  leftTableIds: number[];
}

const tableOccupied = (name: string) => new AppError('CONFLICT', `Table ${name} is occupied`);

/**
 * The party moves to another table. The guests of the old table get customerRefresh with the
 * new tableId and reload there; their sessions are bound to the order, not the table, so they
 * stay signed in. Two moves to one free table race on the one-active-order-per-table index:
 * the loser gets 409.
 */
export async function moveOrder(deps: StaffDeps, input: MoveOrderInput): Promise<MoveOrderResult> {
  const batch = new EventBatch();
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.tenantId, input.orderId);
    assertOrderOpen(order);
    const [table] = await tx
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.id, input.tableId), eq(diningTables.tenantId, input.tenantId)));
    // An archived table is off the floor: nobody is moved onto it.
    if (!table || table.archivedAt !== null) throw notFound('Table');
    if (table.branchId !== order.branchId) {
      throw new AppError('UNPROCESSABLE', `Table ${table.name} is in another branch`);
    }
    const before = await orderRooms(tx, order.id);
    const leftTableIds = before.tableIds.filter((id) => id !== table.id);
    const answer = { orderId: order.id, tableId: table.id, leftTableIds };
    if (leftTableIds.length === 0) return answer;
    if (table.associateStaffUserId === null) {
      throw new AppError('CONFLICT', `Table ${table.name} is not serviceable`);
    }
    const [other] = await tx
      .select({ orderId: orderTables.orderId })
      .from(orderTables)
      .where(
        and(
          eq(orderTables.tableId, table.id),
          eq(orderTables.active, true),
          ne(orderTables.orderId, order.id),
        ),
      );
    if (other) throw tableOccupied(table.name);

    const now = deps.clock.now();
    await tx
      .update(orderTables)
      .set({ active: false, releasedAt: now })
      .where(
        and(
          eq(orderTables.orderId, order.id),
          eq(orderTables.active, true),
          inArray(orderTables.tableId, leftTableIds),
        ),
      );
    if (!before.tableIds.includes(table.id)) {
      try {
        await tx
          .insert(orderTables)
          .values({ tenantId: order.tenantId, orderId: order.id, tableId: table.id });
      } catch (err) {
        // Another party was seated or moved here after the check above and committed first.
        if (isUniqueViolation(err)) throw tableOccupied(table.name);
        throw err;
      }
    }

    const seq = await nextEventSeq(tx, order.id);
    const { tenantId, branchId } = before;
    const leftRooms = leftTableIds.map((tableId) =>
      rooms.customer({ tenantId, branchId, tableId }),
    );
    batch.add(leftRooms, 'customerRefresh', { orderId: order.id, seq, tableId: table.id });
    // Told to reload at the new table, the guests' phones leave the old one's rooms, whose
    // next party they must not hear; they join the new table's when they reload there.
    batch.leave(rooms.order({ tenantId, orderId: order.id }), [
      ...leftTableIds.map((tableId) => rooms.cart({ tenantId, branchId, tableId })),
      ...leftRooms,
    ]);
    for (const tableId of leftTableIds) {
      batch.add(before.staff, 'staffTableUpdate', { tableId, orderId: null });
    }
    batch.add(before.staff, 'staffTableUpdate', { tableId: table.id, orderId: order.id });
    return answer;
  });
  batch.publishTo(deps.publisher);
  return result;
}
