import type { TOrder } from '@tableside/shared/contract/order';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TKitchenTicket } from '@tableside/shared/contract/staff-console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderGroups, orders, orderTables } from '../../src/db/schema/index';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { addGroup, DEMO, useStaffApp } from '../staff-services/staff-fixture';
import { signIn } from './staff-api-fixture';

const t = useStaffApp();
let kitchen: Record<string, string>;
beforeAll(async () => {
  kitchen = await signIn(t, 'kitchen');
});

const tickets = async (branchId: number = DEMO.branchId) => {
  const res = await t.app.inject({
    method: 'GET',
    url: buildPath(STAFF_ROUTES.kitchenTickets, { branchId }),
    headers: kitchen,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TKitchenTicket[]>();
};

const confirmAt = (groupId: number, iso: string) =>
  t.db
    .update(orderGroups)
    .set({ confirmedAt: new Date(iso) })
    .where(eq(orderGroups.id, groupId));

/** The order's items as GET order shows them, by id. */
async function orderItemsById(g: SeatedGuest) {
  const res = await t.app.inject({
    method: 'GET',
    url: buildPath(STAFF_ROUTES.order, { orderId: g.orderId }),
    headers: kitchen,
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json<TOrder>();
  return new Map(order.orderGroups.flatMap((group) => group.orderItems).map((i) => [i.id, i]));
}

describe('GET /v1/staff/branches/:branchId/kitchen-tickets', () => {
  it("lists each confirmed group's lines still to cook, oldest confirmation first", async () => {
    const late = await seatGuest(t.db, t.clock, { tableId: 1 });
    const round = await addGroup(t.db, late, 'IN_PROGRESS', [
      { quantity: 2 },
      { status: 'DELIVERED' },
      { quantity: 1, cancelledQuantity: 1, status: 'CANCELLED' },
      { quantity: 3, cancelledQuantity: 1 },
    ]);
    await confirmAt(round.groupId, '2026-03-10T11:50:00Z');
    await addGroup(t.db, late, 'COMPLETED', [{ status: 'DELIVERED' }]);
    await addGroup(t.db, late, 'CANCELLED', [{ status: 'CANCELLED', cancelledQuantity: 1 }]);
    // Served to the last line, though not yet marked complete: nothing left to cook.
    await addGroup(t.db, late, 'IN_PROGRESS', [{ status: 'DELIVERED' }]);
    await addGroup(t.db, late, 'NEW', [{}]);
    const early = await seatGuest(t.db, t.clock, { tableId: 2 });
    const first = await addGroup(t.db, early, 'IN_PROGRESS', [{}]);
    await confirmAt(first.groupId, '2026-03-10T11:40:00Z');

    const list = await tickets();

    expect(list.map((x) => x.orderGroupId)).toEqual([first.groupId, round.groupId]);
    const [, ticket] = list;
    expect(ticket).toMatchObject({
      orderId: late.orderId,
      orderNumber: 1,
      tableNames: ['1'],
      confirmedAt: '2026-03-10T11:50:00.000Z',
    });
    const [toCook, , , partlyCancelled] = round.itemIds;
    expect(ticket?.items.map((i) => [i.id, i.quantity])).toEqual([
      [toCook, 2],
      [partlyCancelled, 2],
    ]);
    // The very items the order view shows, customisations and all.
    const asOrdered = await orderItemsById(late);
    for (const item of ticket?.items ?? []) expect(item).toEqual(asOrdered.get(item.id));
  });

  it("leaves out closed and voided orders, and other branches' orders", async () => {
    const closed = await seatGuest(t.db, t.clock, { tableId: 3 });
    await addGroup(t.db, closed, 'IN_PROGRESS', [{}]);
    await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, closed.orderId));
    const voided = await seatGuest(t.db, t.clock, { tableId: 4 });
    await addGroup(t.db, voided, 'IN_PROGRESS', [{}]);
    await t.db.update(orders).set({ isVoid: true }).where(eq(orders.id, voided.orderId));
    const elsewhere = await seatGuest(t.db, t.clock, { tableId: DEMO.otherBranchTable });
    await addGroup(t.db, elsewhere, 'IN_PROGRESS', [{}]);

    expect(await tickets()).toEqual([]);
    expect((await tickets(DEMO.otherBranchId)).map((x) => x.orderId)).toEqual([elsewhere.orderId]);
  });

  it('names every table the order sits at now', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 5 });
    await addGroup(t.db, g, 'IN_PROGRESS', [{}]);
    await t.db.insert(orderTables).values({ tenantId: g.tenantId, orderId: g.orderId, tableId: 6 });

    expect((await tickets()).map((x) => x.tableNames)).toEqual([['5', '6']]);
  });

  it("answers 404 for another brand's branch and 400 for a malformed id", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: buildPath(STAFF_ROUTES.kitchenTickets, { branchId: DEMO.otherTenantBranchId }),
      headers: kitchen,
    });
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: buildPath(STAFF_ROUTES.kitchenTickets, { branchId: 'x' }),
      headers: kitchen,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^branchId/);
  });
});
