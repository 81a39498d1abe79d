import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills, orders } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import { BILL_PENDING_MESSAGE } from '../../src/services/billing/checkout-guard';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { addGroup, addKnownCart, addServedPapad, demoItems } from './order-fixture';

const t = useTestApp();

const requestBill = (g: SeatedGuest, orderId = g.orderId, status = 'REQUEST_BILL') =>
  t.app.inject({
    method: 'PUT',
    url: `${GUEST_ROUTES.requestBill}?orderId=${orderId}&orderStatus=${status}`,
    headers: g.headers,
  });

const customerRoom = (g: SeatedGuest) =>
  rooms.customer({ tenantId: g.tenantId, branchId: g.branchId, tableId: g.tableId });

describe('asking for the bill', () => {
  it('moves the order to REQUEST_BILL and tells the table and the floor who asked', async () => {
    const asker = await seatGuest(t.db, t.clock, { tableId: 1 });
    const tableMate = await seatGuest(t.db, t.clock, { tableId: 1 });
    await addKnownCart(t.db, asker);
    const before = t.events.length;

    const res = await requestBill(asker);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: asker.orderId,
      status: 'REQUEST_BILL',
      checkoutCustomerId: asker.customerId,
    });
    const [checkout, table] = t.events.slice(before);
    expect(checkout).toEqual({
      room: customerRoom(asker),
      event: 'customerCheckoutPusherEvent',
      payload: {
        orderId: asker.orderId,
        seq: expect.any(Number),
        orderStatus: 'CHECKOUT',
        customerId: asker.customerId,
      },
    });
    expect(table).toEqual({
      room: rooms.staff({ tenantId: asker.tenantId, branchId: asker.branchId }),
      event: 'staffTableUpdate',
      payload: { tableId: asker.tableId, orderId: asker.orderId },
    });
    const [bill] = await t.db.select().from(bills).where(eq(bills.orderId, asker.orderId));
    expect(bill).toMatchObject({
      payableMinor: 202_000,
      requestedByCustomerId: asker.customerId,
      requestedAt: t.clock.now(),
    });

    // Asking again, by anyone at the table, changes nothing and tells nobody.
    const again = t.events.length;
    expect((await requestBill(asker)).statusCode).toBe(200);
    const second = await requestBill(tableMate);
    expect(second.json()).toMatchObject({ checkoutCustomerId: asker.customerId });
    expect(t.events.length).toBe(again);
  });

  it('is refused while a confirmed order is still being served', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 2 });
    const demo = await demoItems(t.db);
    await addServedPapad(t.db, g);
    await addGroup(t.db, g, 'IN_PROGRESS', [{ menuItemId: demo.soup, quantity: 1 }]);
    const res = await requestBill(g);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(BILL_PENDING_MESSAGE);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, g.orderId));
    expect(order?.status).toBe('IN_PROGRESS');
  });

  it('answers No orders placed ! when nothing was confirmed', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 3 });
    const demo = await demoItems(t.db);
    await addGroup(t.db, g, 'NEW', [{ menuItemId: demo.soup, quantity: 1 }]);
    const res = await requestBill(g);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.noOrdersPlaced);
  });

  it('refuses a closed order with the session-expired text', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 4 });
    await addServedPapad(t.db, g);
    await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, g.orderId));
    const res = await requestBill(g);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.sessionExpired);
  });

  it('guards the session, the tenant and the input', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 5 });
    const other = await seatGuest(t.db, t.clock, { tableId: 6 });
    expect((await requestBill(g, other.orderId)).statusCode).toBe(404);
    const wrongTenant = await t.app.inject({
      method: 'PUT',
      url: `${GUEST_ROUTES.requestBill}?orderId=${g.orderId}&orderStatus=REQUEST_BILL`,
      headers: { ...g.headers, 'x-tenant': '2' },
    });
    expect(wrongTenant.statusCode).toBe(403);
    const badStatus = await requestBill(g, g.orderId, 'CHECKOUT');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toMatch(/^orderStatus/);
  });
});
