import { MSG } from '@tableside/shared/domain/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema/index';
import { rooms } from '../../src/realtime/rooms';
import type { SeatedGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { eventsSince, seatNewOrder } from './cart-fixtures';

const t = useTestApp();

const callWaiter = (guest: SeatedGuest, query: string, orderId = guest.orderId) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/order/public/callWaiter?orderId=${orderId}&${query}`,
    headers: guest.headers,
  });

describe('PUT /v1/order/public/callWaiter', () => {
  it('records the reasons, keeps pending ones and tells the table and the staff', async () => {
    const guest = await seatNewOrder(t, { tableId: 3 });
    const ids = { tenantId: 1, branchId: 1, tableId: 3 };
    const from = t.events.length;
    const first = await callWaiter(
      guest,
      'callWaiter=true&callWaiterReasons=WATER&callWaiterReasons=CUTLERY',
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      callWaiter: true,
      callWaiterReasons: ['WATER', 'CUTLERY'],
      callWaiterStatus: 'REQUESTED',
      seq: 1,
    });
    const second = await callWaiter(guest, 'callWaiter=true&callWaiterReasons=OTHERS,WATER');
    expect(second.json()).toMatchObject({
      callWaiterReasons: ['WATER', 'CUTLERY', 'OTHERS'],
      seq: 2,
    });

    expect(eventsSince(t, from)).toEqual([
      {
        room: rooms.customer(ids),
        event: 'customerCallWaiterPusherEvent',
        payload: {
          orderId: guest.orderId,
          seq: 1,
          callWaiterReasons: ['WATER', 'CUTLERY'],
          callWaiterStatus: 'REQUESTED',
        },
      },
      {
        room: rooms.staff(ids),
        event: 'staffCallWaiter',
        payload: { orderId: guest.orderId, tableId: 3, reasons: ['WATER', 'CUTLERY'] },
      },
      {
        room: rooms.customer(ids),
        event: 'customerCallWaiterPusherEvent',
        payload: {
          orderId: guest.orderId,
          seq: 2,
          callWaiterReasons: ['WATER', 'CUTLERY', 'OTHERS'],
          callWaiterStatus: 'REQUESTED',
        },
      },
      {
        room: rooms.staff(ids),
        event: 'staffCallWaiter',
        payload: { orderId: guest.orderId, tableId: 3, reasons: ['WATER', 'CUTLERY', 'OTHERS'] },
      },
    ]);

    // A reason already pending changes nothing and tells nobody again.
    const again = t.events.length;
    const repeat = await callWaiter(guest, 'callWaiter=true&callWaiterReasons=WATER');
    expect(repeat.json().seq).toBe(2);
    expect(eventsSince(t, again)).toEqual([]);
  });

  it('starts a new call once staff resolved the last one', async () => {
    const guest = await seatNewOrder(t, { tableId: 4 });
    await callWaiter(guest, 'callWaiter=true&callWaiterReasons=WATER');
    await t.db
      .update(orders)
      .set({ callWaiterStatus: 'RESOLVED' })
      .where(eq(orders.id, guest.orderId));
    const res = await callWaiter(guest, 'callWaiter=true&callWaiterReasons=WATER');
    expect(res.json()).toMatchObject({
      callWaiterReasons: ['WATER'],
      callWaiterStatus: 'REQUESTED',
    });
  });

  it.each([
    ['callWaiter=true', 'callWaiterReasons'],
    ['callWaiter=true&callWaiterReasons=PIZZA', 'callWaiterReasons'],
    ['callWaiter=yes&callWaiterReasons=WATER', 'callWaiter'],
    ['callWaiter=false&callWaiterReasons=WATER', 'callWaiter'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const guest = await seatNewOrder(t, { tableId: 5 });
    const res = await callWaiter(guest, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(new RegExp(`^${field}`));
  });

  it('refuses a closed or void order and another order', async () => {
    const closed = await seatNewOrder(t, { tableId: 6 });
    await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, closed.orderId));
    const res = await callWaiter(closed, 'callWaiter=true&callWaiterReasons=WATER');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.sessionExpired);

    const voided = await seatNewOrder(t, { tableId: 7 });
    await t.db.update(orders).set({ isVoid: true }).where(eq(orders.id, voided.orderId));
    const voidRes = await callWaiter(voided, 'callWaiter=true&callWaiterReasons=WATER');
    expect(voidRes.statusCode).toBe(409);
    expect(voidRes.json().message).toBe(MSG.orderVoided);

    const other = await callWaiter(
      voided,
      'callWaiter=true&callWaiterReasons=WATER',
      closed.orderId,
    );
    expect(other.statusCode).toBe(404);
  });
});
