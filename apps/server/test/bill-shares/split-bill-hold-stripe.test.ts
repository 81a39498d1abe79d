import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billShares } from '../../src/db/schema/index';
import { stripeGateway } from '../../src/integrations/payments/stripe/stripe-gateway';
import { SHARE_HOLD_MS } from '../../src/services/bill-shares/create-bill-share';
import { GATEWAY_TIMEOUT_MS, STRIPE_KEYS, useStripeWorld } from '../payments-stripe/stripe-world';
import { lineOf, paymentsOf, payShare, seatTable, splitBill, whole } from './split-fixture';

const w = useStripeWorld();

const shareRow = async (id: number) =>
  (await w.t.db.select().from(billShares).where(eq(billShares.id, id)))[0];
const expireCalls = (sessionId: string) =>
  w.fake.requests.filter(
    (r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`,
  );

/** Asha opens a Stripe Checkout session for her papad and leaves Stripe's page open. */
async function ashaHoldsPapad(tableId: number) {
  const table = await seatTable(w.t, tableId);
  const papad = lineOf(await splitBill(w.t, table.asha), 'Asha');
  const res = await payShare(w.t, table.asha, {
    share: whole(papad.key),
    expectedAmount: papad.due,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...table, papad, ...(res.json() as { shareId: number; sessionId: string }) };
}

describe('an abandoned share paid through Stripe Checkout', () => {
  it('keeps its hold while Stripe cannot be reached, and releases it once Stripe expired the session', async () => {
    const { asha, ben, papad, shareId, sessionId } = await ashaHoldsPapad(1);
    w.t.clock.advance(SHARE_HOLD_MS + 1000);
    w.fake.delayMs = GATEWAY_TIMEOUT_MS * 3;
    try {
      expect(await splitBill(w.t, ben)).toMatchObject({ heldAmount: papad.due });
    } finally {
      w.fake.delayMs = 0;
    }
    expect(await shareRow(shareId)).toMatchObject({ status: 'HELD' });
    expect(w.fake.sessions.get(sessionId)?.status).toBe('open');

    expect(await splitBill(w.t, ben)).toMatchObject({ heldAmount: 0, remainingAmount: 474 });
    expect(expireCalls(sessionId)).toHaveLength(1);
    expect(w.fake.sessions.get(sessionId)?.status).toBe('expired');
    expect(await shareRow(shareId)).toMatchObject({ status: 'RELEASED', releaseReason: 'EXPIRED' });
    // Asha's result screen learns it from Stripe too: nothing was charged.
    expect((await w.status(asha)).json()).toMatchObject({
      status: 'AUTHORIZATION_FAILED',
      shouldPoll: false,
    });
  });

  it('settles a share Asha paid on Stripe at the last second instead of expiring it', async () => {
    const { ben, papad, shareId, sessionId } = await ashaHoldsPapad(3);
    w.t.clock.advance(SHARE_HOLD_MS - 1000);
    const paid = w.fake.pay(sessionId);
    w.t.clock.advance(2000);
    expect(await splitBill(w.t, ben)).toMatchObject({ paidAmount: papad.due, heldAmount: 0 });
    expect(await shareRow(shareId)).toMatchObject({ status: 'PAID' });
    expect(expireCalls(sessionId)).toHaveLength(0);
    expect(await paymentsOf(w.t, ben.orderId)).toEqual([
      expect.objectContaining({ providerPaymentRef: paid.payment_intent, needsRefund: false }),
    ]);
  });

  it('answers the session paid when the guest pays between the status check and the expiry', async () => {
    const port = stripeGateway(
      { provider: 'stripe', ...STRIPE_KEYS, apiUrl: w.fake.url },
      { fetch: globalThis.fetch, timeoutMs: GATEWAY_TIMEOUT_MS },
    );
    const open = () =>
      port.createSession({
        tenantId: 1,
        orderId: 999,
        amountMinor: 10_000,
        currency: 'INR',
        description: 'Test',
        returnUrl: 'http://localhost:3000/payment-confirmation',
      });
    const paid = await open();
    const { payment_intent } = w.fake.pay(paid.sessionId);
    expect(await port.cancelSession(paid.sessionId)).toEqual({
      status: 'CHARGED',
      paymentRef: payment_intent,
    });
    expect(w.fake.sessions.get(paid.sessionId)?.status).toBe('complete');

    const left = await open();
    expect(await port.cancelSession(left.sessionId)).toEqual({ status: 'AUTHORIZATION_FAILED' });
    // Stripe refuses to expire it twice; the adapter then reads where the session stands.
    const again = await fetch(`${w.fake.url}/v1/checkout/sessions/${left.sessionId}/expire`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STRIPE_KEYS.secretKey}` },
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: unknown }).error).toMatchObject({
      type: 'invalid_request_error',
      message:
        'Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of `expired`.',
    });
    expect(await port.cancelSession(left.sessionId)).toEqual({ status: 'AUTHORIZATION_FAILED' });
  });
});
