import { buildPath, GUEST_ROUTES, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, paymentRefunds, payments } from '../../src/db/schema/index';
import { recordingPublisher } from '../../src/realtime/publisher';
import { settlePaymentSession } from '../../src/services/payments/settle-payment-session';
import { addServedPapad } from '../billing/order-fixture';
import { seatGuest } from '../helpers/guest-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { sessionCache, startLocalProvider } from '../provider-settings/local-provider';
import { signIn } from '../staff-api/staff-api-fixture';

let t: TestApp;
let stripe: Awaited<ReturnType<typeof startLocalProvider>>;
let headersOf: (user: string) => Promise<Record<string, string>>;

beforeAll(async () => {
  // A Stripe that refuses every refund, for the payments taken through it.
  stripe = await startLocalProvider(() => ({
    status: 400,
    body: { error: { message: 'Charge pi_charged has already been refunded.' } },
  }));
  t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_EnvKey0000',
      STRIPE_WEBHOOK_SECRET: 'whsec_EnvHook0000',
      STRIPE_API_URL: stripe.url,
    },
  });
  headersOf = sessionCache((user) => signIn(t, user));
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A guest's order paid online through the simulated gateway (₹181), optionally closed first. */
async function paidOnline(tableId: number, opts: { closedFirst?: boolean } = {}) {
  const guest = await seatGuest(t.db, t.clock, { tableId });
  await addServedPapad(t.db, guest);
  const res = await t.app.inject({
    method: 'POST',
    url: GUEST_ROUTES.paymentSession,
    headers: guest.headers,
    payload: { orderId: guest.orderId },
  });
  const { sessionId } = res.json();
  if (opts.closedFirst) {
    await t.db
      .update(orders)
      .set({ status: 'COMPLETED', isSystemCompleted: true })
      .where(eq(orders.id, guest.orderId));
  }
  const deps = { db: t.db, clock: t.clock, publisher: recordingPublisher() };
  await settlePaymentSession(deps, {
    sessionId,
    report: { status: 'CHARGED', paymentRef: `simpay_${sessionId}` },
  });
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, guest.orderId));
  if (!payment) throw new Error('no payment recorded');
  return { orderId: guest.orderId, paymentId: payment.id };
}

async function refund(user: string, orderId: number, body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: buildPath(STAFF_ROUTES.refunds, { orderId }),
    headers: { ...(await headersOf(user)), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

const billOf = async (user: string, orderId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: buildPath(STAFF_ROUTES.orderBill, { orderId }),
      headers: await headersOf(user),
    })
  ).json();

describe('refunding an online payment', () => {
  it('refunds part, then the rest, and shows both on the bill', async () => {
    const { orderId, paymentId } = await paidOnline(1);
    const events = t.events.length;
    const first = await refund('manager', orderId, { paymentId, amount: 50, reason: 'Cold soup' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payments).toEqual([
      expect.objectContaining({
        id: paymentId,
        method: 'ONLINE',
        provider: 'simulated',
        amount: 181,
        refunded: 50,
        needsRefund: false,
        refundable: true,
      }),
    ]);
    expect(first.json().refunds).toEqual([
      expect.objectContaining({
        paymentId,
        amount: 50,
        status: 'SUCCEEDED',
        reason: 'Cold soup',
        staffName: 'Meera (Manager)',
      }),
    ]);
    expect(t.events.slice(events)).toContainEqual(
      expect.objectContaining({ event: 'staffOrderUpdate', payload: { orderId } }),
    );

    const over = await refund('manager', orderId, { paymentId, amount: 131.5, reason: 'x' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('amount: must be at most ₹131.00, what is left to refund');

    const rest = await refund('owner', orderId, { paymentId, amount: 131, reason: 'Whole bill' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().payments[0]).toMatchObject({ refunded: 181, refundable: false });
    expect(rest.json().refunds).toHaveLength(2);
    const again = await refund('owner', orderId, { paymentId, amount: 1, reason: 'More' });
    expect(again.statusCode).toBe(400);

    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.refund'));
    expect(audits.filter((a) => a.entityId === String(paymentId))).toHaveLength(2);
  });

  it('clears the needs-refund flag of a charge on a closed order once fully refunded', async () => {
    const { orderId, paymentId } = await paidOnline(2, { closedFirst: true });
    expect((await billOf('waiter', orderId)).payments[0]).toMatchObject({ needsRefund: true });
    const res = await refund('manager', orderId, { paymentId, amount: 100, reason: 'Paid twice' });
    expect(res.json().payments[0]).toMatchObject({ needsRefund: true, refunded: 100 });
    const full = await refund('manager', orderId, { paymentId, amount: 81, reason: 'Paid twice' });
    expect(full.json().payments[0]).toMatchObject({ needsRefund: false, refunded: 181 });
  });

  it('refuses a waiter (403) and another brand (404), recording nothing', async () => {
    const { orderId, paymentId } = await paidOnline(3);
    const body = { paymentId, amount: 10, reason: 'No' };
    expect((await refund('waiter', orderId, body)).statusCode).toBe(403);
    expect((await refund('manager2', orderId, body)).statusCode).toBe(404);
    expect((await refund('owner2', orderId, body)).statusCode).toBe(404);
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)),
    ).toEqual([]);
  });

  it('names bad fields, and refuses a payment of another order or one taken in cash', async () => {
    const { orderId, paymentId } = await paidOnline(4);
    const other = await paidOnline(5);
    const cases: [object, number, RegExp][] = [
      [{ paymentId, amount: 0, reason: 'x' }, 400, /amount/],
      [{ paymentId, amount: 1.234, reason: 'x' }, 400, /amount/],
      [{ paymentId, amount: 1, reason: '  ' }, 400, /reason/],
      [{ paymentId: other.paymentId, amount: 1, reason: 'x' }, 404, /Payment not found/],
    ];
    for (const [body, status, message] of cases) {
      const res = await refund('manager', orderId, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const [cash] = await t.db
      .insert(payments)
      .values({ tenantId: 1, orderId, method: 'CASH', amountMinor: 100, status: 'CHARGED' })
      .returning();
    const res = await refund('manager', orderId, { paymentId: cash?.id, amount: 1, reason: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^paymentId: only an online payment/);
  });

  it("answers 502 with the gateway's reason when it refuses, recording nothing", async () => {
    const guest = await seatGuest(t.db, t.clock, { tableId: 6 });
    const [payment] = await t.db
      .insert(payments)
      .values({
        tenantId: 1,
        orderId: guest.orderId,
        method: 'ONLINE',
        amountMinor: 5000,
        status: 'CHARGED',
        provider: 'stripe',
        providerRef: 'cs_test_refused',
        providerPaymentRef: 'pi_charged',
      })
      .returning();
    if (!payment) throw new Error('no payment');
    const res = await refund(
      'manager',
      guest.orderId,
      { paymentId: payment.id, amount: 20, reason: 'Wrong table' },
      'refund-key-0001',
    );
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The gateway did not refund the payment: Stripe refused the request: Charge pi_charged has already been refunded.',
    );
    const asked = stripe.requests.at(-1);
    expect(asked).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.refundedMinor).toBe(0);
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)),
    ).toEqual([]);
  });
});
