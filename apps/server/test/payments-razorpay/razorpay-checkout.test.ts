import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, paymentSessions, webhookEvents } from '../../src/db/schema/index';
import { GATEWAY_UNAVAILABLE } from '../../src/services/payments/sync-payment-session';
import { addKnownCart, addServedPapad } from '../billing/order-fixture';
import { seatGuest } from '../helpers/guest-fixture';
import { PUBLIC_URL, RAZORPAY_KEYS, useRazorpayApp } from './razorpay-fixture';

const { t, env, openSession, statusOf, status, openLink, paymentsOf, logOuts } = useRazorpayApp();

const sessionRow = async (id: string) =>
  (await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, id)))[0];
const orderRow = async (id: number) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('a guest pays the bill through a Razorpay payment link', () => {
  it('opens a link for the amount and currency the server computed', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1 });
    await addKnownCart(t.db, g);
    const res = await openSession(g);
    expect(res.statusCode).toBe(200);
    const session = res.json();
    expect(session).toEqual({
      sessionId: expect.stringMatching(/^plink_[A-Za-z0-9]{14}$/),
      url: `${env.fake.url}/pay/${session.sessionId}`,
      amount: 2020,
    });
    const created = env.fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_links',
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      authorized: true,
      body: {
        amount: 202_000,
        currency: 'INR',
        accept_partial: false,
        description: expect.stringContaining(`Order ${g.orderId}`),
        reference_id: expect.stringMatching(new RegExp(`^${g.orderId}-[0-9a-f]{12}$`)),
        callback_url: `${PUBLIC_URL}/payment-confirmation`,
        callback_method: 'get',
        notes: { tenant_id: String(g.tenantId), order_id: String(g.orderId) },
      },
    });
    expect(await sessionRow(session.sessionId)).toMatchObject({
      provider: 'razorpay',
      amountMinor: 202_000,
      status: 'PENDING_VBV',
      url: session.url,
    });
    expect(await status(g)).toEqual({
      status: 'PENDING_VBV',
      orderId: g.orderId,
      paymentAmount: 2020,
      shouldPoll: true,
    });
    // A double tap hands out the same untouched link.
    expect((await openSession(g)).json()).toEqual(session);
    expect(env.fake.requests.filter((r) => r.path === '/v1/payment_links')).toHaveLength(1);
  });

  it('refuses a webhook with a bad or missing signature and records nothing', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 2 });
    await addServedPapad(t.db, g);
    const linkId = await openLink(g);
    await env.fake.pay(linkId, { webhook: false });
    const event = env.fake.linkEvent('payment_link.paid', linkId);

    const forged = await env.fake.sendWebhook(event, { secret: 'not-the-webhook-secret' });
    expect(forged.status).toBe(400);
    expect(forged.eventId).toMatch(/^evt_/);
    expect(JSON.parse(forged.body).message).toBe('Invalid Razorpay signature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_unsigned01' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().message).toBe('Invalid Razorpay signature');

    expect(await paymentsOf(g.orderId)).toEqual([]);
    expect((await sessionRow(linkId))?.status).toBe('PENDING_VBV');
    const seen = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, forged.eventId ?? 'none'));
    expect(seen).toEqual([]);
    expect((await orderRow(g.orderId))?.status).not.toBe('COMPLETED');
    // The genuine delivery of the same event still applies.
    expect((await env.fake.sendWebhook(event)).status).toBe(200);
    expect(await paymentsOf(g.orderId)).toHaveLength(1);
  });

  it('applies a webhook once and refuses its replay with 400', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 3 });
    await addServedPapad(t.db, g);
    const linkId = await openLink(g);
    const { payment, webhook } = await env.fake.pay(linkId);
    expect(webhook?.status).toBe(200);
    expect(JSON.parse(webhook?.body ?? '{}')).toEqual({ received: true });

    const replay = await env.fake.sendWebhook(webhook?.event ?? {}, { eventId: webhook?.eventId });
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.body).message).toBe('This webhook event was already received');
    expect(await paymentsOf(g.orderId)).toMatchObject([
      {
        method: 'ONLINE',
        amountMinor: 18_100,
        status: 'CHARGED',
        provider: 'razorpay',
        providerRef: linkId,
        providerPaymentRef: payment.id,
        needsRefund: false,
      },
    ]);
    expect((await orderRow(g.orderId))?.status).toBe('COMPLETED');
    expect(logOuts(g.orderId)).toHaveLength(1);
  });

  it('settles from the webhook before any poll, and the poll asks Razorpay nothing more', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 4 });
    await addServedPapad(t.db, g);
    const linkId = await openLink(g);
    await env.fake.pay(linkId);
    const asked = env.fake.requests.length;
    expect(await status(g)).toEqual({
      status: 'CHARGED',
      orderId: g.orderId,
      paymentAmount: 181,
      shouldPoll: false,
    });
    expect(env.fake.requests.length).toBe(asked);
    expect(await paymentsOf(g.orderId)).toHaveLength(1);
  });

  it('settles from the poll before the webhook, which then changes nothing', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 5 });
    await addServedPapad(t.db, g);
    const linkId = await openLink(g);
    const { payment } = await env.fake.pay(linkId, { webhook: false });
    expect(await status(g)).toMatchObject({ status: 'CHARGED', shouldPoll: false });
    expect(env.fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/payment_links/${linkId}`,
    });
    const late = await env.fake.sendWebhook(env.fake.linkEvent('payment_link.paid', linkId));
    expect(late.status).toBe(200);
    expect(await paymentsOf(g.orderId)).toMatchObject([{ providerPaymentRef: payment.id }]);
    expect(logOuts(g.orderId)).toHaveLength(1);
  });

  it('records one payment when the webhook, a poll and the return page arrive together', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 6 });
    await addKnownCart(t.db, g);
    const linkId = await openLink(g);
    await env.fake.pay(linkId, { webhook: false });
    const [webhook, poll, returned] = await Promise.all([
      env.fake.sendWebhook(env.fake.linkEvent('payment_link.paid', linkId)),
      statusOf(g),
      statusOf(g),
    ]);
    expect(webhook.status).toBe(200);
    expect(poll.json()).toMatchObject({ status: 'CHARGED', paymentAmount: 2020 });
    expect(returned.json()).toMatchObject({ status: 'CHARGED', paymentAmount: 2020 });
    expect(await paymentsOf(g.orderId)).toHaveLength(1);
    expect(logOuts(g.orderId)).toHaveLength(1);
  });

  it('tells the guest to retry when Razorpay does not answer the poll in time', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 7 });
    await addServedPapad(t.db, g);
    const linkId = await openLink(g);
    env.fake.delayMs = 1_000;
    try {
      const slow = await statusOf(g);
      expect(slow.statusCode).toBe(502);
      expect(slow.json().message).toBe(GATEWAY_UNAVAILABLE);
      expect(slow.json().message).toContain('did not answer');
      expect(slow.body).not.toContain(RAZORPAY_KEYS.keySecret);
    } finally {
      env.fake.delayMs = 0;
    }
    // The retry finds Razorpay again; nothing was recorded meanwhile.
    await env.fake.pay(linkId, { webhook: false });
    expect(await status(g)).toMatchObject({ status: 'CHARGED' });
    expect(await paymentsOf(g.orderId)).toHaveLength(1);
  });

  it('opens no session when Razorpay does not answer the link creation', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 8 });
    await addServedPapad(t.db, g);
    env.fake.delayMs = 1_000;
    try {
      const res = await openSession(g);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(GATEWAY_UNAVAILABLE);
    } finally {
      env.fake.delayMs = 0;
    }
    const rows = await t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.orderId, g.orderId));
    expect(rows).toEqual([]);
  });
});
