// The staff channel keeps every console showing the order live, whoever changed it: here a
// payment one waiter records reaches the others' order view and floor.
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { describe, expect, it } from 'vitest';
import { rooms } from '../../src/realtime/rooms';
import { addServedPapad } from '../billing/order-fixture';
import { seatGuest } from '../helpers/guest-fixture';
import { useStaffApp } from '../staff-services/staff-fixture';
import { signIn } from './staff-api-fixture';

const t = useStaffApp();

describe('a payment recorded by a waiter', () => {
  it('tells the staff channel the order and its table changed', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1 });
    await addServedPapad(t.db, g);
    const waiter = await signIn(t, 'waiter');
    const checkout = await t.app.inject({
      method: 'POST',
      url: buildPath(STAFF_ROUTES.checkout, { orderId: g.orderId }),
      headers: waiter,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const from = t.events.length;

    const res = await t.app.inject({
      method: 'POST',
      url: buildPath(STAFF_ROUTES.payments, { orderId: g.orderId }),
      headers: waiter,
      payload: { method: 'CASH', amount: 181 },
    });

    expect(res.statusCode, res.body).toBe(200);
    const staff = t.events.slice(from).filter((e) => e.room === rooms.staff(g));
    expect(staff.map(({ event, payload }) => ({ event, payload }))).toEqual([
      { event: 'staffOrderUpdate', payload: { orderId: g.orderId } },
      { event: 'staffTableUpdate', payload: { tableId: g.tableId, orderId: null } },
    ]);
  });
});
