import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TFloorTable } from '@tableside/shared/contract/staff';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, orderTables } from '../../src/db/schema/index';
import { addKnownCart, KNOWN_BILL } from '../billing/order-fixture';
import { seatGuest } from '../helpers/guest-fixture';
import { DEMO, useStaffApp } from '../staff-services/staff-fixture';
import { signIn } from './staff-api-fixture';

const t = useStaffApp();
let waiter: Record<string, string>;
let manager: Record<string, string>;
beforeAll(async () => {
  waiter = await signIn(t, 'waiter');
  manager = await signIn(t, 'manager');
});

const floor = async (branchId: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: buildPath(STAFF_ROUTES.branchTables, { branchId }),
    headers: waiter,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TFloorTable[]>();
};

describe('GET /v1/staff/branches/:branchId/tables', () => {
  it('shows free, open, checking-out and not-serviceable tables with PIN, guests and total', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1, verified: false });
    await addKnownCart(t.db, g);
    await t.db
      .update(orders)
      .set({ callWaiter: true, callWaiterReasons: ['WATER'], callWaiterStatus: 'REQUESTED' })
      .where(eq(orders.id, g.orderId));
    const out = await seatGuest(t.db, t.clock, { tableId: 3 });
    await t.db.update(orders).set({ status: 'CHECKOUT' }).where(eq(orders.id, out.orderId));

    const tables = await floor(DEMO.branchId);
    expect(tables.map((x) => x.tableId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const [open, free, checkingOut] = tables;
    expect(open).toMatchObject({
      state: 'JOIN',
      orderId: g.orderId,
      pin: '4321',
      guests: expect.any(Number),
      totalAmount: KNOWN_BILL.payableAmount,
      callWaiter: true,
      callWaiterReasons: ['WATER'],
      isVerified: false,
      associate: { id: DEMO.staff.associate },
    });
    expect(open?.openedAt).toEqual(expect.any(String));
    expect(free).toMatchObject({
      state: 'NEW',
      orderId: null,
      pin: null,
      guests: null,
      openedAt: null,
      totalAmount: 0,
      status: null,
    });
    expect(checkingOut).toMatchObject({ state: 'CHECKOUT', status: 'CHECKOUT' });
    expect(tables[7]).toMatchObject({ state: 'CUST_ASSOC_NOT_ASSIGNED', associate: null });
  });

  it("answers 404 for another brand's branch and 400 for a malformed id", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: buildPath(STAFF_ROUTES.branchTables, { branchId: DEMO.otherTenantBranchId }),
      headers: waiter,
    });
    expect(other.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: buildPath(STAFF_ROUTES.branchTables, { branchId: 'abc' }),
      headers: waiter,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^branchId/);
  });
});

describe('scope of ids in a body', () => {
  it("refuses to move an order onto another brand's table, moving nothing", async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 4 });
    const res = await t.app.inject({
      method: 'POST',
      url: buildPath(STAFF_ROUTES.move, { orderId: g.orderId }),
      headers: manager,
      payload: { tableId: DEMO.otherTenantTable },
    });
    expect(res.statusCode).toBe(404);
    const active = await t.db
      .select({ tableId: orderTables.tableId })
      .from(orderTables)
      .where(eq(orderTables.orderId, g.orderId));
    expect(active).toEqual([{ tableId: 4 }]);
  });

  it('refuses an out-of-range cancel quantity with 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: buildPath(STAFF_ROUTES.cancelItem, { id: 1 }),
      headers: manager,
      payload: { quantity: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^quantity/);
  });
});
