import { buildPath, GUEST_ROUTES, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders, staffUsers } from '../../src/db/schema/index';
import { addKnownCart, KNOWN_BILL } from '../billing/order-fixture';
import { seatGuest } from '../helpers/guest-fixture';
import { DEMO, useStaffApp } from '../staff-services/staff-fixture';
import { signIn } from './staff-api-fixture';

const t = useStaffApp();
const as: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  for (const username of ['manager', 'kitchen', 'waiter', 'manager2', 'associate2']) {
    as[username] = await signIn(t, username);
  }
});

const get = (url: string, username: string) =>
  t.app.inject({ method: 'GET', url, headers: as[username] ?? {} });

describe('GET /v1/staff/branches', () => {
  it("answers the signed-in member's branches with their brand, whatever the role", async () => {
    const brewRoom = { brandId: DEMO.tenantId, brandName: 'The Brew Room' };
    for (const username of ['manager', 'kitchen']) {
      const res = await get(STAFF_ROUTES.branches, username);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual([
        { id: DEMO.branchId, name: 'Indiranagar', ...brewRoom },
        { id: DEMO.otherBranchId, name: 'Koramangala', ...brewRoom },
      ]);
    }
    const other = await get(STAFF_ROUTES.branches, 'associate2');
    expect(other.json()).toEqual([
      {
        id: DEMO.otherTenantBranchId,
        name: 'HSR Layout',
        brandId: DEMO.otherTenantId,
        brandName: 'Chai & Chaat Co.',
      },
    ]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: STAFF_ROUTES.branches });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /v1/staff/branches/:branchId/staff', () => {
  const roster = (branchId: number, username = 'manager') =>
    get(buildPath(STAFF_ROUTES.branchStaff, { branchId }), username);

  afterEach(async () => {
    await t.db.update(staffUsers).set({ active: true });
  });

  it('lists the active colleagues of the branch by name, with their role', async () => {
    const res = await roster(DEMO.branchId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { id: DEMO.staff.associate, name: 'Arjun (Customer Associate)', role: 'CUSTOMER_ASSOCIATE' },
      { id: DEMO.staff.kitchen, name: 'Kavya (Kitchen)', role: 'KITCHEN' },
      { id: DEMO.staff.manager, name: 'Meera (Manager)', role: 'MANAGER' },
      { id: DEMO.staff.owner, name: 'Omar (Owner)', role: 'OWNER' },
      { id: DEMO.staff.waiter, name: 'Wasim (Waiter)', role: 'WAITER' },
    ]);

    await t.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.username, 'waiter'));
    const after = await roster(DEMO.branchId);
    expect(after.json().map((m: { id: number }) => m.id)).not.toContain(DEMO.staff.waiter);
  });

  it("is the manager's only; another brand's branch is not found", async () => {
    const waiter = await roster(DEMO.branchId, 'waiter');
    expect(waiter.statusCode).toBe(403);
    expect(waiter.json().message).toBe('You are not allowed to assign a customer associate');
    expect((await roster(DEMO.otherTenantBranchId)).statusCode).toBe(404);
    const own = await roster(DEMO.otherTenantBranchId, 'manager2');
    expect(own.json().map((m: { role: string }) => m.role)).toEqual([
      'CUSTOMER_ASSOCIATE',
      'KITCHEN',
      'MANAGER',
      'OWNER',
      'WAITER',
    ]);
  });
});

describe('GET /v1/staff/orders/:orderId/bill', () => {
  it("is the guests' bill, and tells nobody", async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1 });
    await addKnownCart(t.db, g);
    const eventsBefore = t.events.length;

    const res = await get(buildPath(STAFF_ROUTES.orderBill, { orderId: g.orderId }), 'waiter');

    expect(res.statusCode, res.body).toBe(200);
    // The staff bill adds the order's payments and refunds (none yet) to the guests' bill.
    const { payments, refunds, ...bill } = res.json();
    expect({ payments, refunds }).toEqual({ payments: [], refunds: [] });
    expect(bill).toEqual({ orderId: g.orderId, ...KNOWN_BILL });
    expect(t.events.length).toBe(eventsBefore);
    const guests = await t.app.inject({
      method: 'GET',
      url: `${GUEST_ROUTES.billing}?orderId=${g.orderId}&customerId=${g.customerId}`,
      headers: g.headers,
    });
    expect(guests.json()).toEqual(bill);
  });

  it('answers an empty bill for an order with nothing confirmed, and a closed order its bill', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 2 });
    const url = buildPath(STAFF_ROUTES.orderBill, { orderId: g.orderId });
    const empty = await get(url, 'manager');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ orderItems: [], subTotal: 0, payableAmount: 0 });

    await addKnownCart(t.db, g);
    await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, g.orderId));
    expect((await get(url, 'kitchen')).json().payableAmount).toBe(KNOWN_BILL.payableAmount);
  });

  it("answers 404 for another brand's order and 400 for a malformed id", async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 3 });
    await addKnownCart(t.db, g);
    const other = await get(buildPath(STAFF_ROUTES.orderBill, { orderId: g.orderId }), 'manager2');
    expect(other.statusCode).toBe(404);
    const bad = await get(buildPath(STAFF_ROUTES.orderBill, { orderId: '1.5' }), 'manager');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^orderId/);
  });
});
