import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TStaffBill } from '@tableside/shared/contract/staff-console';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/db/schema/index';
import { addServedPapad } from '../billing/order-fixture';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { lineOf, paymentsOf, payShare, seatTable, settle, splitBill, whole } from './split-fixture';

const t = useTestApp();
let waiter: Record<string, string>;
beforeAll(async () => {
  waiter = await signIn(t, 'waiter');
});

const staffCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: waiter, ...(payload ? { payload } : {}) });

async function staffBill(g: SeatedGuest): Promise<TStaffBill> {
  const res = await staffCall('GET', buildPath(STAFF_ROUTES.orderBill, g));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const takeCash = (g: SeatedGuest, amount: number) =>
  staffCall('POST', buildPath(STAFF_ROUTES.payments, g), { method: 'CASH', amount });

describe('the staff side of a split bill', () => {
  it('refuses a discount or a cancellation while a share is held, and changes nothing', async () => {
    const { asha, ben } = await seatTable(t, 3);
    const held = await payShare(t, asha, { share: { way: 'REMAINING' }, expectedAmount: 474 });
    expect(held.statusCode, held.body).toBe(200);
    const manager = await signIn(t, 'manager');
    const discount = await t.app.inject({
      method: 'POST',
      url: buildPath(STAFF_ROUTES.discount, asha),
      headers: manager,
      payload: { amount: 10 },
    });
    expect(discount.statusCode).toBe(409);
    expect(discount.json().message).toBe('A share of this bill is being paid.');
    const [soup] = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.customerId, ben.customerId));
    const cancel = await staffCall(
      'POST',
      buildPath(STAFF_ROUTES.cancelItem, { id: soup?.id ?? 0 }),
      {
        quantity: 1,
        reason: 'Out of stock',
      },
    );
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('A share of this bill is being paid.');
    expect((await splitBill(t, ben)).payableAmount).toBe(474);
  });

  it('shows no split for a branch that does not split bills', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 9 });
    await addServedPapad(t.db, g);
    expect(await staffBill(g)).not.toHaveProperty('split');
  });

  it('lists each share, and takes the rest in cash, which completes the order', async () => {
    const { asha, ben } = await seatTable(t, 10);
    const papad = lineOf(await splitBill(t, asha), 'Asha');
    const mine = await payShare(t, asha, {
      share: whole(papad.key),
      tip: { kind: 'PERCENT', percent: 5 },
      expectedAmount: papad.due,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    await settle(t, mine.json().sessionId, 'CHARGED');
    const held = await payShare(t, ben, {
      share: { way: 'AMOUNT', amount: 100 },
      expectedAmount: 100,
    });
    expect(held.statusCode, held.body).toBe(200);

    const bill = await staffBill(asha);
    expect(bill.split?.shares).toMatchObject([
      { payerName: 'Asha', way: 'ITEMS', amount: papad.due, status: 'PAID', method: 'ONLINE' },
      { payerName: 'Ben', way: 'AMOUNT', amount: 100, tip: 0, status: 'HELD' },
    ]);
    expect(bill.split?.shares[0]?.tip).toBeCloseTo(papad.due * 0.05, 2);
    const rest = Math.round((474 - papad.due - 100) * 100) / 100;

    expect((await staffCall('POST', buildPath(STAFF_ROUTES.checkout, asha))).statusCode).toBe(200);
    // The part Ben is paying online right now is not the waiter's to take.
    const tooMuch = await takeCash(asha, Math.round((474 - papad.due) * 100) / 100);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toMatch(/^amount: must be what remains to pay/);
    const cash = await takeCash(asha, rest);
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().status).not.toBe('COMPLETED');

    await settle(t, held.json().sessionId, 'CHARGED');
    const [order] = await t.db.select().from(orders).where(eq(orders.id, asha.orderId));
    expect(order?.status).toBe('COMPLETED');
    const recorded = await paymentsOf(t, asha.orderId);
    expect(recorded.map((p) => p.method).sort()).toEqual(['CASH', 'ONLINE', 'ONLINE']);
    expect(recorded.reduce((sum, p) => sum + p.amountMinor, 0)).toBe(47_400);
  });
});
