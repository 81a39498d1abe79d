import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentSessions } from '../../src/db/schema/index';
import { GatewayError } from '../../src/integrations/payments/payment-port';
import { stripeGateway } from '../../src/integrations/payments/stripe/stripe-gateway';
import { STRIPE_WEBHOOK_PATH } from '../../src/routes/payments/stripe-webhook-route';
import { GATEWAY_UNAVAILABLE } from '../../src/services/payments/sync-payment-session';
import { GATEWAY_TIMEOUT_MS, STRIPE_KEYS, useStripeWorld } from './stripe-world';

const w = useStripeWorld();
const port = (secretKey = STRIPE_KEYS.secretKey) =>
  stripeGateway(
    { provider: 'stripe', secretKey, webhookSecret: STRIPE_KEYS.webhookSecret, apiUrl: w.fake.url },
    { fetch: globalThis.fetch, timeoutMs: GATEWAY_TIMEOUT_MS },
  );

describe('a guest pays through Stripe Checkout', () => {
  it("opens a session at Stripe for the bill's amount, whatever the browser sends", async () => {
    const guest = await w.guestWithBill(1);
    const session = await w.openSession(guest, { amount: 1, amountMinor: 1, currency: 'usd' });
    expect(session).toEqual({
      sessionId: expect.stringMatching(/^cs_test_/),
      url: `${w.fake.url}/pay/${session.sessionId}`,
      amount: 181,
    });
    const created = w.fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(created?.idempotencyKey).toMatch(new RegExp(`^checkout-1-${guest.orderId}-18100-`));
    expect(created?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'inr',
      'line_items[0][price_data][unit_amount]': '18100',
      'line_items[0][quantity]': '1',
      client_reference_id: String(guest.orderId),
      'metadata[order_id]': String(guest.orderId),
      'metadata[tenant_id]': '1',
      cancel_url: 'http://localhost:3000/payment-confirmation',
      success_url: 'http://localhost:3000/payment-confirmation?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(created?.form['line_items[0][price_data][product_data][name]']).toMatch(
      new RegExp(`Order ${guest.orderId}$`),
    );
    const [row] = await w.t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, session.sessionId));
    expect(row).toMatchObject({ provider: 'stripe', amountMinor: 18_100, status: 'PENDING_VBV' });
    // A double tap gets the same session; Stripe is not asked twice.
    expect((await w.openSession(guest)).sessionId).toBe(session.sessionId);
    const opened = w.fake.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(opened).toHaveLength(1);
    expect((await w.status(guest)).json()).toMatchObject({
      status: 'PENDING_VBV',
      shouldPoll: true,
    });
  });

  it("pays on Stripe's page: the signed webhook completes the order and the guest returns", async () => {
    // Stripe dates its signatures by the wall clock; the app checks them against its own.
    w.t.clock.set(new Date());
    const guest = await w.guestWithBill(2);
    const { sessionId, url } = await w.openSession(guest);
    w.fake.webhookUrl = `${await w.t.app.listen({ host: '127.0.0.1', port: 0 })}${STRIPE_WEBHOOK_PATH}`;
    const page = await fetch(url);
    expect(await page.text()).toContain('₹181.00');
    const paid = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/payment-confirmation?session_id=${sessionId}`,
    );
    expect(w.fake.lastWebhook).toMatchObject({
      status: 200,
      event: { type: 'checkout.session.completed' },
    });
    const [payment] = await w.paymentsOf(guest.orderId);
    expect(payment).toMatchObject({
      method: 'ONLINE',
      provider: 'stripe',
      amountMinor: 18_100,
      providerRef: sessionId,
      providerPaymentRef: w.fake.sessions.get(sessionId)?.payment_intent,
      needsRefund: false,
    });
    const [order] = await w.t.db.select().from(orders).where(eq(orders.id, guest.orderId));
    expect(order?.status).toBe('COMPLETED');
    expect((await w.status(guest)).json()).toMatchObject({ status: 'CHARGED', shouldPoll: false });
  });

  it('a declined card leaves the session open; an expired one ends the attempt', async () => {
    const guest = await w.guestWithBill(3);
    const { sessionId, url } = await w.openSession(guest);
    const declined = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=decline',
    });
    expect(await declined.text()).toContain('Your card was declined.');
    expect((await w.status(guest)).json()).toMatchObject({ status: 'PENDING_VBV' });
    w.fake.expire(sessionId);
    expect((await w.status(guest)).json()).toMatchObject({
      status: 'AUTHORIZATION_FAILED',
      shouldPoll: false,
    });
    expect(await w.paymentsOf(guest.orderId)).toHaveLength(0);
    expect((await w.openSession(guest)).sessionId).not.toBe(sessionId);
  });

  it('answers 502 with the retry message when Stripe does not answer the status poll in time', async () => {
    const guest = await w.guestWithBill(4);
    const { sessionId } = await w.openSession(guest);
    w.fake.delayMs = GATEWAY_TIMEOUT_MS + 200;
    try {
      const res = await w.status(guest);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(GATEWAY_UNAVAILABLE);
      expect(res.json().message).toContain('did not answer');
    } finally {
      w.fake.delayMs = 0;
    }
    // The guest app retries: once Stripe answers again, the charge is found.
    w.fake.pay(sessionId);
    expect((await w.status(guest)).json()).toMatchObject({ status: 'CHARGED' });
    expect(await w.paymentsOf(guest.orderId)).toHaveLength(1);
  });
});

describe('the Stripe adapter', () => {
  it('refunds through the PaymentPort: the amount, the reason and the idempotency key reach Stripe', async () => {
    const guest = await w.guestWithBill(5);
    const { sessionId } = await w.openSession(guest);
    const paymentIntent = w.fake.pay(sessionId).payment_intent ?? '';
    const input = {
      paymentRef: paymentIntent,
      amountMinor: 5_000,
      reason: 'Cold soup',
      idempotencyKey: 'refund-test-0001',
    };
    const refund = await port().refund(input);
    expect(refund).toEqual({ refundId: expect.stringMatching(/^re_/), status: 'SUCCEEDED' });
    expect(w.fake.requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      idempotencyKey: 'refund-test-0001',
      form: {
        payment_intent: paymentIntent,
        amount: '5000',
        reason: 'requested_by_customer',
        'metadata[reason]': 'Cold soup',
      },
    });
    // A retry with the same key is the same refund, not a second one.
    expect(await port().refund(input)).toEqual(refund);
    expect(w.fake.refunds).toHaveLength(1);
    w.fake.refundStatus = 'pending';
    const more = await port().refund({ ...input, idempotencyKey: 'refund-test-0002' });
    w.fake.refundStatus = 'succeeded';
    expect(more.status).toBe('PENDING');
    await expect(
      port().refund({ ...input, amountMinor: 20_000, idempotencyKey: 'refund-test-0003' }),
    ).rejects.toMatchObject({
      reason: 'refused',
      message: expect.stringContaining('greater than'),
    });
  });

  it('tests the connection with the balance; a wrong key is unauthorized and never echoed', async () => {
    await expect(port().testConnection()).resolves.toBeUndefined();
    const wrongKey = 'sk_test_51WrongKey999999999999999999999999';
    const refused = await port(wrongKey)
      .testConnection()
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({
      reason: 'unauthorized',
      message: 'Stripe refused the secret key',
    });
    expect(String((refused as Error).message)).not.toContain('9999');
    // The fake checks the key on every call.
    expect(w.fake.requests.at(-1)).toMatchObject({ path: '/v1/balance' });
  });

  it('says timeout, unreachable or refused, and never carries the key', async () => {
    w.fake.delayMs = GATEWAY_TIMEOUT_MS + 200;
    await expect(port().fetchStatus('cs_test_x')).rejects.toMatchObject({
      reason: 'timeout',
      message: 'Stripe did not answer in time',
    });
    w.fake.delayMs = 0;
    const missing = (await port()
      .fetchStatus('cs_test_missing')
      .catch((err: unknown) => err)) as GatewayError;
    expect(missing).toMatchObject({ reason: 'refused' });
    expect(missing.message).toContain("No such checkout.session: 'cs_test_missing'");
    const gone = stripeGateway(
      { provider: 'stripe', ...STRIPE_KEYS, apiUrl: 'http://127.0.0.1:9' },
      { fetch: globalThis.fetch, timeoutMs: GATEWAY_TIMEOUT_MS },
    );
    await expect(gone.testConnection()).rejects.toMatchObject({ reason: 'unreachable' });
    for (const err of [missing]) expect(err.message).not.toContain(STRIPE_KEYS.secretKey);
  });
});
