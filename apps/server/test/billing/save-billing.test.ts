import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bills, staffUsers } from '../../src/db/schema/index';
import { recordingPublisher } from '../../src/realtime/publisher';
import { BILL_NOT_PAID } from '../../src/services/billing/save-billing-response';
import { recordPayment } from '../../src/services/payments/record-payment';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';
import { addServedPapad } from './order-fixture';

const t = useTestApp();

const save = (g: SeatedGuest, billDetailsBody: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: GUEST_ROUTES.saveBilling,
    headers: g.headers,
    payload: { billDetailsBody },
  });

async function payByCash(g: SeatedGuest) {
  const [waiter] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'waiter'));
  await recordPayment(
    { db: t.db, clock: t.clock, publisher: recordingPublisher() },
    {
      tenantId: g.tenantId,
      orderId: g.orderId,
      staffUserId: waiter?.id ?? 0,
      method: 'CASH',
      amount: 181,
    },
  );
}

describe('saving the paid bill', () => {
  it('is refused before the bill is paid, then keeps the first save', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1 });
    await addServedPapad(t.db, g);
    const early = await save(g, { orderId: g.orderId, payableAmount: 181 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(BILL_NOT_PAID);

    await payByCash(g);
    const savedAt = t.clock.now();
    // The spec's app sends its whole stored bill; the extra keys are dropped.
    const first = await save(g, { orderId: g.orderId, payableAmount: 181, subTotal: 160 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: g.orderId, status: 'COMPLETED' });
    t.clock.advance(60_000);
    expect((await save(g, { orderId: g.orderId, payableAmount: 999 })).statusCode).toBe(200);
    const [bill] = await t.db.select().from(bills).where(eq(bills.orderId, g.orderId));
    expect(bill).toMatchObject({
      payableMinor: 18_100,
      guestPayableMinor: 18_100,
      guestSavedAt: savedAt,
    });
  });

  it('answers 404 for another order and 400 naming a bad field', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 2 });
    const other = await seatGuest(t.db, t.clock, { tableId: 3 });
    expect((await save(g, { orderId: other.orderId, payableAmount: 10 })).statusCode).toBe(404);
    const negative = await save(g, { orderId: g.orderId, payableAmount: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/^billDetailsBody\.payableAmount/);
  });
});
