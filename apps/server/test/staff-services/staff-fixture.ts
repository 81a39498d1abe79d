// Shared set-up of the staff service tests: deps with a fresh recording publisher, confirmed
// groups written straight into the tables (the order routes are not needed for these tests),
// and readers of what a test asserts.
import type { OrderGroupStatus, OrderItemStatus } from '@tableside/shared/domain/enums';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import type { Database } from '../../src/db/client';
import {
  branchMenuItems,
  menuItems,
  orderGroups,
  orderItems,
  orders,
  orderTables,
} from '../../src/db/schema/index';
import { type PublishedEvent, recordingPublisher } from '../../src/realtime/publisher';
import { rooms } from '../../src/realtime/rooms';
import { categoryIdOf, categoryPathOf } from '../../src/services/orders/line-category';
import type { StaffDeps } from '../../src/services/staff/staff-deps';
import type { SeatedGuest } from '../helpers/guest-fixture';
import { type TestApp, useTestApp } from '../helpers/test-app';

/** Demo ids (seed): brand 1 has branches 1 and 2; brand 2 has branch 3 with tables 15-19. */
export const DEMO = {
  tenantId: 1,
  otherTenantId: 2,
  branchId: 1,
  otherBranchId: 2,
  otherTenantBranchId: 3,
  tableWithoutAssociate: 8,
  otherBranchTable: 9,
  otherTenantTable: 15,
  staff: { manager: 1, associate: 2, waiter: 3, kitchen: 4, owner: 5, otherTenantAssociate: 7 },
} as const;

export function staffDeps(t: TestApp): { deps: StaffDeps; events: PublishedEvent[] } {
  const publisher = recordingPublisher();
  return { deps: { db: t.db, clock: t.clock, publisher }, events: publisher.events };
}

/** The file's app, with every order closed after each test. */
export function useStaffApp(): TestApp {
  const t = useTestApp();
  afterEach(() => closeAllOrders(t.db));
  return t;
}

/** Closes every order and frees every table: each test seats its guests where it likes. */
async function closeAllOrders(db: Database): Promise<void> {
  await db.update(orders).set({ status: 'COMPLETED' }).where(ne(orders.status, 'COMPLETED'));
  await db.update(orderTables).set({ active: false }).where(eq(orderTables.active, true));
}

export interface LineSpec {
  menuItemId?: number;
  quantity?: number;
  cancelledQuantity?: number;
  status?: OrderItemStatus;
}

/**
 * A group of the guest's order with these lines, priced from the order branch's catalogue.
 * Defaults: the branch's first size, quantity 1, item status following the group (IN_PROGRESS when the
 * group is confirmed, NEW in the cart).
 */
export async function addGroup(
  db: Database,
  guest: SeatedGuest,
  status: OrderGroupStatus,
  lines: LineSpec[],
): Promise<{ groupId: number; itemIds: number[] }> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderGroups)
    .where(eq(orderGroups.orderId, guest.orderId));
  const confirmed = status !== 'NEW';
  const [group] = await db
    .insert(orderGroups)
    .values({
      tenantId: guest.tenantId,
      orderId: guest.orderId,
      status,
      groupNumber: count + 1,
      confirmedAt: confirmed ? new Date('2026-03-10T11:30:00Z') : null,
      confirmedByCustomerId: confirmed ? guest.customerId : null,
    })
    .returning();
  if (!group) throw new Error('group not inserted');
  const itemIds: number[] = [];
  for (const line of lines) {
    const menuItemId = line.menuItemId ?? (await firstSizeOf(db, guest.branchId));
    const [size] = await db
      .select({ productId: menuItems.productId, priceMinor: branchMenuItems.priceMinor })
      .from(menuItems)
      .innerJoin(branchMenuItems, eq(branchMenuItems.menuItemId, menuItems.id))
      .where(and(eq(menuItems.id, menuItemId), eq(branchMenuItems.branchId, guest.branchId)));
    if (!size) throw new Error(`menu item ${menuItemId} is not sold at branch ${guest.branchId}`);
    const [item] = await db
      .insert(orderItems)
      .values({
        tenantId: guest.tenantId,
        orderId: guest.orderId,
        orderGroupId: group.id,
        menuItemId,
        productId: size.productId,
        categoryId: categoryIdOf(size.productId),
        categoryPath: categoryPathOf(size.productId),
        customerId: guest.customerId,
        quantity: line.quantity ?? 1,
        cancelledQuantity: line.cancelledQuantity ?? 0,
        unitPriceMinor: size.priceMinor,
        status: line.status ?? (confirmed ? 'IN_PROGRESS' : 'NEW'),
      })
      .returning({ id: orderItems.id });
    if (!item) throw new Error('item not inserted');
    itemIds.push(item.id);
  }
  return { groupId: group.id, itemIds };
}

/** The branch's first size on sale (menu item 1 at the demo's branch 1). */
export async function firstSizeOf(db: Database, branchId: number): Promise<number> {
  const [row] = await db
    .select({ id: branchMenuItems.menuItemId })
    .from(branchMenuItems)
    .where(and(eq(branchMenuItems.branchId, branchId), eq(branchMenuItems.isAvailable, true)))
    .orderBy(asc(branchMenuItems.menuItemId))
    .limit(1);
  if (!row) throw new Error(`branch ${branchId} sells nothing`);
  return row.id;
}

export async function orderRow(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

export async function itemRow(db: Database, orderItemId: number) {
  const [row] = await db.select().from(orderItems).where(eq(orderItems.id, orderItemId));
  if (!row) throw new Error(`no order item ${orderItemId}`);
  return row;
}

export async function groupStatus(db: Database, orderGroupId: number): Promise<OrderGroupStatus> {
  const [row] = await db
    .select({ status: orderGroups.status })
    .from(orderGroups)
    .where(eq(orderGroups.id, orderGroupId));
  if (!row) throw new Error(`no order group ${orderGroupId}`);
  return row.status;
}

export async function activeTableIds(db: Database, orderId: number): Promise<number[]> {
  const rows = await db
    .select({ tableId: orderTables.tableId })
    .from(orderTables)
    .where(and(eq(orderTables.orderId, orderId), eq(orderTables.active, true)));
  return rows.map((row) => row.tableId).sort((a, b) => a - b);
}

/** The room keys of a seated guest's table. */
export const roomsOf = (guest: SeatedGuest) => ({
  cart: rooms.cart(guest),
  customer: rooms.customer(guest),
  staff: rooms.staff(guest),
});

/**
 * Every event of the order carries a seq, strictly increasing by one from the order's seq
 * before the call, and the last one is what the order now stores (a refetching client
 * compares against it). One event sent to several rooms shares its seq.
 */
export async function expectSeqsContinue(
  db: Database,
  events: readonly PublishedEvent[],
  orderId: number,
  seqBefore: number,
): Promise<void> {
  const seqs: number[] = [];
  for (const { payload } of events) {
    const { orderId: id, seq } = payload as { orderId?: number; seq?: number };
    if (id === orderId && seq !== undefined && seqs.at(-1) !== seq) seqs.push(seq);
  }
  const expected = seqs.map((_, index) => seqBefore + index + 1);
  expect(seqs).toEqual(expected);
  expect((await orderRow(db, orderId)).eventSeq).toBe(seqBefore + seqs.length);
}

/** Asserts a promise fails with an AppError of this status (and message, when given). */
export async function expectAppError(
  promise: Promise<unknown>,
  statusCode: number,
  message?: string | RegExp,
): Promise<void> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error, 'expected the call to fail').toMatchObject({ statusCode });
  if (message !== undefined) {
    expect((error as Error).message).toMatch(message);
  }
}
