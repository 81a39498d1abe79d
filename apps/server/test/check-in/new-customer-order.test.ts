// new-customer-order: opening the table's order with a session (idempotent), and what a
// guest whose order has closed can do.
import { MSG } from '@tableside/shared/domain/messages';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderCustomers, orders, orderTables } from '../../src/db/schema/index';
import {
  STILL_SEATED_MESSAGE,
  TABLE_TAKEN_MESSAGE,
} from '../../src/services/check-in/new-customer-order';
import { seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { postNewCustomerOrder, postVerifyTable, sessionCookie } from './check-in-helpers';

const t = useTestApp();

async function closeOrder(orderId: number) {
  await t.db
    .update(orders)
    .set({ status: 'COMPLETED', closedAt: t.clock.now() })
    .where(eq(orders.id, orderId));
  await t.db.update(orderTables).set({ active: false }).where(eq(orderTables.orderId, orderId));
}

const open = (tableId: number, cookie: string, extra: Record<string, unknown> = {}) =>
  postNewCustomerOrder(t, { tableId, branchId: 1, noOfGuest: 2, ...extra }, { cookie });

describe('new-customer-order', () => {
  it("answers the guest's own open order, again and again, without a new session", async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1 });
    for (let i = 0; i < 2; i += 1) {
      const res = await open(1, g.headers.cookie ?? '');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ orderId: g.orderId });
      expect(sessionCookie(res)).toBeNull();
    }
  });

  it('after the order closed, a free table gets a new order and the session moves to it', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 2 });
    await closeOrder(g.orderId);
    const eventsBefore = t.events.length;
    const res = await open(2, g.headers.cookie ?? '', { noOfGuest: 4 });
    expect(res.statusCode).toBe(200);
    const { orderId } = res.json();
    expect(orderId).not.toBe(g.orderId);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'NEW', noOfGuests: 4, primaryCustomerId: g.customerId });
    const [mapping] = await t.db
      .select()
      .from(orderCustomers)
      .where(and(eq(orderCustomers.orderId, orderId), eq(orderCustomers.customerId, g.customerId)));
    expect(mapping).toMatchObject({ isPrimary: true, pinVerified: true });
    expect(t.events.slice(eventsBefore)).toEqual([
      { room: 'staff:1:1', event: 'staffTableUpdate', payload: { tableId: 2, orderId } },
    ]);

    const moved = sessionCookie(res) ?? '';
    expect(moved).not.toBe('');
    expect((await open(2, moved)).json()).toEqual({ orderId });
    const stale = await open(2, g.headers.cookie ?? '');
    expect(stale.statusCode).toBe(401);
    expect(stale.json().message).toBe(MSG.sessionExpired);
  });

  it('after the order closed, a table someone else opened is joined only by scanning', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 3 });
    await closeOrder(g.orderId);
    await seatGuest(t.db, t.clock, { tableId: 3 });
    const res = await open(3, g.headers.cookie ?? '');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TABLE_TAKEN_MESSAGE);
  });

  it('refuses a second order while the guest still sits at another table', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 4 });
    const res = await open(5, g.headers.cookie ?? '');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STILL_SEATED_MESSAGE);
    const occupied = await t.db.select().from(orderTables).where(eq(orderTables.tableId, 5));
    expect(occupied).toHaveLength(0);
  });

  it('keeps the device id of the session it moves', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 6 });
    const first = await postVerifyTable(t, g.orderId, '0000', { cookie: g.headers.cookie ?? '' });
    const deviceId = first.json().customerDetails.deviceId;
    await closeOrder(g.orderId);
    const res = await open(6, g.headers.cookie ?? '');
    const again = await postVerifyTable(t, res.json().orderId, '0000', {
      cookie: sessionCookie(res) ?? '',
    });
    expect(again.json().customerDetails.deviceId).toBe(deviceId);
  });
});

describe('new-customer-order refuses', () => {
  let cookie = '';
  beforeAll(async () => {
    cookie = (await seatGuest(t.db, t.clock, { tableId: 7 })).headers.cookie ?? '';
  });

  it.each([
    [{ noOfGuest: 0 }, 'noOfGuest'],
    [{ noOfGuest: 7 }, 'noOfGuest'],
    [{ noOfGuest: 2.5 }, 'noOfGuest'],
    [{ noOfGuest: undefined }, 'noOfGuest'],
    [{ tableId: 'seven' }, 'tableId'],
    [{ branchId: -1 }, 'branchId'],
  ])('%o: 400 naming %s', async (change, field) => {
    const res = await open(7, cookie, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it.each([
    [9, 1, 404, MSG.tableNotIdentified],
    [999, 1, 404, MSG.tableNotIdentified],
    [8, 1, 409, MSG.notServiceable],
    [15, 3, 403, 'X-Tenant does not match the requested resource'],
  ])('table %i of branch %i: %i', async (tableId, branchId, status, message) => {
    const res = await open(tableId, cookie, { branchId });
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('without a session: 401 with the session-expired text', async () => {
    const res = await open(7, '');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.sessionExpired);
  });
});
