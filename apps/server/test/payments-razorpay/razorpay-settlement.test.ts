import { PAYMENT_WEBHOOK_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { orders, paymentSessions, staffUsers } from '../../src/db/schema/index';
import { createPaymentGateways } from '../../src/integrations/payments/payment-gateways';
import { GatewayError, type PaymentPort } from '../../src/integrations/payments/payment-port';
import { razorpayGateway } from '../../src/integrations/payments/razorpay/razorpay-gateway';
import { recordPayment } from '../../src/services/payments/record-payment';
import { addServedPapad } from '../billing/order-fixture';
import { seatGuest } from '../helpers/guest-fixture';
import { RAZORPAY_KEYS, TIMEOUT_MS, useRazorpayApp } from './razorpay-fixture';

const { t, env, status, openLink, paymentsOf, logOuts } = useRazorpayApp();

const orderRow = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const sessionStatus = async (id: string) =>
  (await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, id)))[0]?.status;
const gatewayWith = (keys: Partial<typeof RAZORPAY_KEYS> = {}, apiUrl = env.fake.url) =>
  razorpayGateway(
    { provider: 'razorpay', ...RAZORPAY_KEYS, ...keys, apiUrl },
    { fetch: globalThis.fetch, timeoutMs: TIMEOUT_MS },
  );

let waiterId = 0;
beforeAll(async () => {
  const [waiter] = await t.db.select().from(staffUsers).where(eq(staffUsers.username, 'waiter'));
  waiterId = waiter?.id ?? 0;
});

describe('a link paid after the table was settled in cash', () => {
  it('is recorded and flagged for refund, and the order is not completed twice', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1 });
    await addServedPapad(t.db, g);
    const linkId = await openLink(g);
    const deps = { db: t.db, clock: t.clock, publisher: t.publisher };
    await recordPayment(deps, {
      tenantId: g.tenantId,
      orderId: g.orderId,
      staffUserId: waiterId,
      method: 'CASH',
      amount: 181,
    });
    const closed = await orderRow(g.orderId);
    expect(closed?.status).toBe('COMPLETED');

    t.clock.advance(60_000);
    const { payment, webhook } = await env.fake.pay(linkId);
    expect(webhook?.status).toBe(200);
    const recorded = await paymentsOf(g.orderId);
    expect(recorded).toHaveLength(2);
    expect(recorded).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'CASH', amountMinor: 18_100, needsRefund: false }),
        expect.objectContaining({
          method: 'ONLINE',
          amountMinor: 18_100,
          provider: 'razorpay',
          providerPaymentRef: payment.id,
          needsRefund: true,
        }),
      ]),
    );
    expect((await orderRow(g.orderId))?.closedAt).toEqual(closed?.closedAt);
    expect(logOuts(g.orderId)).toHaveLength(1);
    expect(await status(g)).toMatchObject({ status: 'CHARGED', shouldPoll: false });
  });
});

describe('refunds through the Razorpay port', () => {
  it('reaches Razorpay with the amount, reason and an idempotency key, once', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 2 });
    await addServedPapad(t.db, g);
    const linkId = await openLink(g);
    const { payment } = await env.fake.pay(linkId);
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '3000',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
      RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
      RAZORPAY_API_URL: env.fake.url,
    });
    const port: PaymentPort = await createPaymentGateways({ config, simulated: null }).forSession({
      tenantId: g.tenantId,
      provider: 'razorpay',
    });
    expect(port.kind).toBe('razorpay');
    const input = {
      paymentRef: payment.id,
      amountMinor: 5_000,
      reason: 'Paid twice',
      idempotencyKey: 'refund-order-1-0001',
    };
    const first = await port.refund(input);
    expect(first).toEqual({ refundId: expect.stringMatching(/^rfnd_/), status: 'SUCCEEDED' });
    expect(env.fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/v1/payments/${payment.id}/refund`,
      authorized: true,
      idempotencyKey: 'refund-order-1-0001',
      body: { amount: 5_000, notes: { reason: 'Paid twice' }, receipt: 'refund-order-1-0001' },
    });
    // A retry of the same refund is the same refund at Razorpay.
    expect(await port.refund(input)).toEqual(first);
    expect(env.fake.payments.get(payment.id)?.amount_refunded).toBe(5_000);

    env.fake.refundStatus = 'pending';
    try {
      const rest = await port.refund({ ...input, amountMinor: 13_100, idempotencyKey: 'k' });
      expect(rest.status).toBe('PENDING');
    } finally {
      env.fake.refundStatus = 'processed';
    }
    const hashedKey = env.fake.requests.at(-1)?.idempotencyKey;
    expect(hashedKey).toMatch(/^[0-9a-f]{40}$/);
    const tooMuch = port.refund({ ...input, amountMinor: 100, idempotencyKey: 'refund-over-0001' });
    await expect(tooMuch).rejects.toMatchObject({
      name: 'GatewayError',
      reason: 'refused',
      message:
        'Razorpay refused the request: The refund amount provided is greater than amount not refunded.',
    });
  });
});

describe('the Razorpay port on its own', () => {
  it('tests the connection, and names a refused key without showing it', async () => {
    await expect(gatewayWith().testConnection()).resolves.toBeUndefined();
    expect(env.fake.requests.at(-1)?.path).toBe('/v1/payment_links?count=1');
    const wrong = gatewayWith({ keySecret: 'a-wrong-key-secret' }).testConnection();
    await expect(wrong).rejects.toBeInstanceOf(GatewayError);
    await expect(wrong).rejects.toMatchObject({
      reason: 'unauthorized',
      message: 'Razorpay refused the key id or secret',
    });
  });

  it('reports unreachable, timed out and refused calls as GatewayErrors', async () => {
    const closed = await import('node:net').then(
      (net) =>
        new Promise<number>((resolve) => {
          const server = net.createServer().listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            server.close(() => resolve(port));
          });
        }),
    );
    await expect(
      gatewayWith({}, `http://127.0.0.1:${closed}`).fetchStatus('plink_X'),
    ).rejects.toMatchObject({ reason: 'unreachable' });
    env.fake.delayMs = TIMEOUT_MS * 3;
    try {
      await expect(gatewayWith().fetchStatus('plink_X')).rejects.toMatchObject({
        reason: 'timeout',
        message: 'Razorpay did not answer in time',
      });
    } finally {
      env.fake.delayMs = 0;
    }
    await expect(gatewayWith().fetchStatus('plink_Unknown0000000')).rejects.toMatchObject({
      reason: 'refused',
      message: 'Razorpay refused the request: The id provided does not exist',
    });
  });

  it('maps link states: a failed attempt stays payable, expired and cancelled fail', async () => {
    const gateway = gatewayWith();
    const open = async () =>
      gateway.createSession({
        tenantId: 1,
        orderId: 999,
        amountMinor: 10_000,
        currency: 'INR',
        description: 'Test',
        returnUrl: 'https://tables.example.test/payment-confirmation',
      });
    const failed = await open();
    env.fake.failAttempt(failed.sessionId);
    expect(await gateway.fetchStatus(failed.sessionId)).toEqual({ status: 'PENDING_VBV' });
    env.fake.expire(failed.sessionId);
    expect(await gateway.fetchStatus(failed.sessionId)).toEqual({
      status: 'AUTHORIZATION_FAILED',
    });
    const cancelled = await open();
    env.fake.cancel(cancelled.sessionId);
    expect(await gateway.fetchStatus(cancelled.sessionId)).toEqual({
      status: 'AUTHORIZATION_FAILED',
    });
  });
});

describe('the Razorpay webhook route', () => {
  it('ends the session on payment_link.expired, and a new link can follow', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 3 });
    await addServedPapad(t.db, g);
    const linkId = await openLink(g);
    env.fake.expire(linkId);
    const res = await env.fake.sendWebhook(env.fake.linkEvent('payment_link.expired', linkId));
    expect(res.status).toBe(200);
    expect(await sessionStatus(linkId)).toBe('AUTHORIZATION_FAILED');
    expect(await status(g)).toMatchObject({ status: 'AUTHORIZATION_FAILED', shouldPoll: false });
    expect(await openLink(g)).not.toBe(linkId);
    expect(await paymentsOf(g.orderId)).toEqual([]);
  });

  it('refuses an unknown link and unreadable JSON, and acknowledges other events', async () => {
    const unknown = await env.fake.sendWebhook({
      event: 'payment_link.paid',
      payload: { payment_link: { entity: { id: 'plink_NotOurs00000000' } } },
    });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body).message).toBe('Unknown Razorpay payment link');
    const other = await env.fake.sendWebhook({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_Elsewhere00000' } } },
    });
    expect(other.status).toBe(200);
    const garbled = await t.app.inject({
      method: 'POST',
      url: PAYMENT_WEBHOOK_ROUTES.razorpay,
      headers: { 'content-type': 'application/json' },
      payload: '{"event":',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().message).toMatch(/^body/);
  });
});
