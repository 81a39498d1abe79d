import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentSessions, payments } from '../../src/db/schema/index';
import { recordingPublisher } from '../../src/realtime/publisher';
import { settlePaymentSession } from '../../src/services/payments/settle-payment-session';
import { addServedPapad } from '../billing/order-fixture';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

async function openSession(tableId: number): Promise<{ guest: SeatedGuest; sessionId: string }> {
  const guest = await seatGuest(t.db, t.clock, { tableId });
  await addServedPapad(t.db, guest);
  const res = await t.app.inject({
    method: 'POST',
    url: GUEST_ROUTES.paymentSession,
    headers: guest.headers,
    payload: { orderId: guest.orderId },
  });
  return { guest, sessionId: res.json().sessionId };
}

const deps = () => {
  const publisher = recordingPublisher();
  return { db: t.db, clock: t.clock, publisher, events: publisher.events };
};
const paymentsOf = (orderId: number) =>
  t.db.select().from(payments).where(eq(payments.orderId, orderId));
const logOuts = (events: { event: string }[]) =>
  events.filter((e) => e.event === 'customerLogOutPusherEvent');

describe('a gateway reporting a charge', () => {
  it('records one payment and completes the order once, however often it reports', async () => {
    const { guest, sessionId } = await openSession(1);
    const d = deps();
    const first = await settlePaymentSession(d, { sessionId, report: { status: 'CHARGED' } });
    const second = await settlePaymentSession(d, { sessionId, report: { status: 'CHARGED' } });
    expect(first).toMatchObject({ status: 'CHARGED', completedOrder: true, amountMinor: 18_100 });
    expect(second).toMatchObject({ status: 'CHARGED', completedOrder: false });
    expect(await paymentsOf(guest.orderId)).toHaveLength(1);
    expect(logOuts(d.events)).toHaveLength(1);
  });

  it('completes once when reports arrive at the same moment', async () => {
    const { guest, sessionId } = await openSession(2);
    const d = deps();
    const results = await Promise.all(
      [1, 2, 3].map(() => settlePaymentSession(d, { sessionId, report: { status: 'CHARGED' } })),
    );
    expect(results.filter((r) => r.completedOrder)).toHaveLength(1);
    expect(await paymentsOf(guest.orderId)).toHaveLength(1);
    expect(logOuts(d.events)).toHaveLength(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, guest.orderId));
    expect(order?.status).toBe('COMPLETED');
  });

  it('never changes a final result', async () => {
    const { guest, sessionId } = await openSession(3);
    const d = deps();
    await settlePaymentSession(d, { sessionId, report: { status: 'AUTHORIZING' } });
    await settlePaymentSession(d, { sessionId, report: { status: 'AUTHORIZATION_FAILED' } });
    const late = await settlePaymentSession(d, { sessionId, report: { status: 'CHARGED' } });
    expect(late.status).toBe('AUTHORIZATION_FAILED');
    expect(await paymentsOf(guest.orderId)).toHaveLength(0);
    const [session] = await t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, sessionId));
    expect(session?.status).toBe('AUTHORIZATION_FAILED');
  });

  it('still records a charge on an order closed meanwhile, without completing it again', async () => {
    const { guest, sessionId } = await openSession(4);
    await t.db
      .update(orders)
      .set({ status: 'COMPLETED', isSystemCompleted: true })
      .where(eq(orders.id, guest.orderId));
    const d = deps();
    const result = await settlePaymentSession(d, { sessionId, report: { status: 'CHARGED' } });
    expect(result).toMatchObject({ status: 'CHARGED', completedOrder: false });
    expect(await paymentsOf(guest.orderId)).toMatchObject([
      { method: 'ONLINE', needsRefund: true },
    ]);
    expect(logOuts(d.events)).toHaveLength(0);
  });

  it('answers 404 for an unknown session', async () => {
    await expect(
      settlePaymentSession(deps(), { sessionId: 'sim_unknown', report: { status: 'CHARGED' } }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
