import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { addGroup, addKnownCart, demoItems, KNOWN_BILL } from './order-fixture';

const t = useTestApp();
let guest: SeatedGuest;
beforeAll(async () => {
  guest = await seatGuest(t.db, t.clock, { tableId: 1 });
  await addKnownCart(t.db, guest);
});

const billingUrl = (g: SeatedGuest, extra = '') =>
  `${GUEST_ROUTES.billing}?orderId=${g.orderId}&customerId=${g.customerId}${extra}`;
const getBill = (g: SeatedGuest, extra = '', headers = g.headers) =>
  t.app.inject({ method: 'GET', url: billingUrl(g, extra), headers });

describe('the bill of the check-out page', () => {
  it('adds up the served items with the demo charges and taxes, rounded to the rupee', async () => {
    const res = await getBill(guest);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ orderId: guest.orderId, ...KNOWN_BILL });
  });

  it('takes a discount off before charges and taxes, and can round up', async () => {
    const other = await seatGuest(t.db, t.clock, { tableId: 2 });
    await addKnownCart(t.db, other);
    await t.db.update(orders).set({ discountMinor: 10_000 }).where(eq(orders.id, other.orderId));
    // 1790 - 100 = 1690; charge 126.75; GST base 1816.75 -> 45.41875 -> 45.42 each;
    // 1907.59 rounds up to 1908 (round-off +0.41).
    expect((await getBill(other)).json()).toMatchObject({
      discountAmount: 100,
      subTotal: 1790,
      totalCharge: 126.75,
      totalTax: 90.84,
      roundoff: 0.41,
      roundOff: 0.41,
      payableAmount: 1908,
    });
  });

  it('answers No orders placed ! while nothing was confirmed', async () => {
    const fresh = await seatGuest(t.db, t.clock, { tableId: 3 });
    const demo = await demoItems(t.db);
    const empty = await getBill(fresh);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(MSG.noOrdersPlaced);
    await addGroup(t.db, fresh, 'NEW', [{ menuItemId: demo.soup, quantity: 2 }]);
    await addGroup(t.db, fresh, 'CANCELLED', [{ menuItemId: demo.papad, quantity: 1 }]);
    const cartOnly = await getBill(fresh);
    expect(cartOnly.statusCode).toBe(409);
    expect(cartOnly.json().message).toBe(MSG.noOrdersPlaced);
  });

  it('tells the floor the guest opened the bill only when sendEvent=true', async () => {
    const before = t.events.length;
    await getBill(guest);
    expect(t.events.length).toBe(before);
    await getBill(guest, '&sendEvent=true');
    expect(t.events.slice(before)).toEqual([
      {
        room: rooms.staff({ tenantId: guest.tenantId, branchId: guest.branchId }),
        event: 'staffOrderUpdate',
        payload: { orderId: guest.orderId },
      },
    ]);
  });
});

describe('who may read a bill', () => {
  it("answers 404 for another table's order and for another guest's customer id", async () => {
    const neighbour = await seatGuest(t.db, t.clock, { tableId: 4 });
    const foreignOrder = await t.app.inject({
      method: 'GET',
      url: `${GUEST_ROUTES.billing}?orderId=${guest.orderId}&customerId=${neighbour.customerId}`,
      headers: neighbour.headers,
    });
    expect(foreignOrder.statusCode).toBe(404);
    const tableMate = await seatGuest(t.db, t.clock, { tableId: 1 });
    const foreignCustomer = await t.app.inject({
      method: 'GET',
      url: `${GUEST_ROUTES.billing}?orderId=${guest.orderId}&customerId=${tableMate.customerId}`,
      headers: guest.headers,
    });
    expect(foreignCustomer.statusCode).toBe(404);
  });

  it('answers 403 for a wrong X-Tenant and 401 without a session', async () => {
    const wrongTenant = await getBill(guest, '', { ...guest.headers, 'x-tenant': '2' });
    expect(wrongTenant.statusCode).toBe(403);
    const anonymous = await getBill(guest, '', { 'x-tenant': String(guest.tenantId) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MSG.sessionExpired);
  });

  it.each([
    ['orderId=abc&customerId=1', 'orderId'],
    ['orderId=1', 'customerId'],
    ['orderId=1&customerId=1&sendEvent=yes', 'sendEvent'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${GUEST_ROUTES.billing}?${query}`,
      headers: guest.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}`));
  });
});
