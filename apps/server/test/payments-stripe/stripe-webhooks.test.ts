import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentSessions, staffUsers, webhookEvents } from '../../src/db/schema/index';
import { recordingPublisher } from '../../src/realtime/publisher';
import { recordPayment } from '../../src/services/payments/record-payment';
import { addServedPapad } from '../billing/order-fixture';
import { STRIPE_KEYS, useStripeWorld } from './stripe-world';

const w = useStripeWorld();
const staff: Record<string, number> = {};
beforeAll(async () => {
  for (const user of await w.t.db.select().from(staffUsers)) staff[user.username] = user.id;
});

const orderStatus = async (orderId: number) =>
  (await w.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
const completed = (type: string, sessionId: string) => {
  w.fake.pay(sessionId);
  return w.event(type, sessionId);
};
/** No answer of the webhook may carry a key or a secret. */
const expectNoSecret = (body: string) => {
  expect(body).not.toContain(STRIPE_KEYS.secretKey);
  expect(body).not.toContain(STRIPE_KEYS.webhookSecret);
};

describe('Stripe webhooks', () => {
  it('refuse a bad signature with 400 and record nothing', async () => {
    const guest = await w.guestWithBill(1);
    const { sessionId } = await w.openSession(guest);
    const good = completed('checkout.session.completed', sessionId);
    const nowS = Math.floor(w.t.clock.now().getTime() / 1000);
    const attempts = [
      w.event('checkout.session.completed', sessionId, { secret: 'whsec_guessed' }),
      w.event('checkout.session.completed', sessionId, { t: nowS - 600 }),
      { body: good.body.replace('"paid"', '"paid" '), headers: good.headers },
      { body: good.body, headers: { 'content-type': 'application/json' } },
    ];
    for (const attempt of attempts) {
      const res = await w.deliver(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid Stripe signature');
      expectNoSecret(res.body);
    }
    expect(await w.paymentsOf(guest.orderId)).toHaveLength(0);
    expect(await w.t.db.select().from(webhookEvents)).toHaveLength(0);
    const [session] = await w.t.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.id, sessionId));
    expect(session?.status).toBe('PENDING_VBV');
  });

  it('refuse a replayed event with 400: one payment', async () => {
    const guest = await w.guestWithBill(2);
    const { sessionId } = await w.openSession(guest);
    const delivery = completed('checkout.session.completed', sessionId);
    const first = await w.deliver(delivery);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const replay = await w.deliver(delivery);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('This webhook event was already received');
    expect(await w.paymentsOf(guest.orderId)).toHaveLength(1);
  });

  it('before the poll: the poll sees CHARGED, one payment', async () => {
    const guest = await w.guestWithBill(3);
    const { sessionId } = await w.openSession(guest);
    expect((await w.deliver(completed('checkout.session.completed', sessionId))).statusCode).toBe(
      200,
    );
    const polls = w.fake.requests.length;
    expect((await w.status(guest)).json()).toMatchObject({ status: 'CHARGED', shouldPoll: false });
    // Already settled: Stripe is not asked again.
    expect(w.fake.requests.length).toBe(polls);
    expect(await w.paymentsOf(guest.orderId)).toMatchObject([
      { provider: 'stripe', providerPaymentRef: w.fake.sessions.get(sessionId)?.payment_intent },
    ]);
  });

  it('after the poll: the webhook finds the payment done, one payment', async () => {
    const guest = await w.guestWithBill(4);
    const { sessionId } = await w.openSession(guest);
    const delivery = completed('checkout.session.completed', sessionId);
    expect((await w.status(guest)).json()).toMatchObject({ status: 'CHARGED' });
    const late = await w.deliver(delivery);
    expect(late.statusCode).toBe(200);
    expect(await w.paymentsOf(guest.orderId)).toHaveLength(1);
    expect(await orderStatus(guest.orderId)).toBe('COMPLETED');
  });

  it('webhook, poll and return page together record one payment', async () => {
    const guest = await w.guestWithBill(5);
    const { sessionId } = await w.openSession(guest);
    const delivery = completed('checkout.session.completed', sessionId);
    const answers = await Promise.all([w.deliver(delivery), w.status(guest), w.status(guest)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await w.paymentsOf(guest.orderId)).toHaveLength(1);
    const logOuts = w.t.events.filter(
      (e) =>
        e.event === 'customerLogOutPusherEvent' &&
        (e.payload as { orderId: number }).orderId === guest.orderId,
    );
    expect(logOuts).toHaveLength(1);
  });

  it('a second paid session is recorded, flagged for refund, the order completed once', async () => {
    const guest = await w.guestWithBill(6);
    const first = await w.openSession(guest);
    // The bill grows: a new amount opens a second session; the guest pays both.
    await addServedPapad(w.t.db, guest);
    const second = await w.openSession(guest);
    expect(second.sessionId).not.toBe(first.sessionId);
    await w.deliver(completed('checkout.session.completed', second.sessionId));
    const completedAt = (await w.t.db.select().from(orders).where(eq(orders.id, guest.orderId)))[0]
      ?.closedAt;
    await w.deliver(completed('checkout.session.completed', first.sessionId));
    const paid = await w.paymentsOf(guest.orderId);
    expect(paid.map((p) => [p.providerRef, p.amountMinor, p.needsRefund])).toEqual([
      [second.sessionId, 36_100, false],
      [first.sessionId, 18_100, true],
    ]);
    const [order] = await w.t.db.select().from(orders).where(eq(orders.id, guest.orderId));
    expect(order?.closedAt).toEqual(completedAt);
  });

  it('a payment after the waiter took cash is recorded and flagged for refund', async () => {
    const guest = await w.guestWithBill(7);
    const { sessionId } = await w.openSession(guest);
    const publisher = recordingPublisher();
    await recordPayment(
      { db: w.t.db, clock: w.t.clock, publisher },
      {
        tenantId: guest.tenantId,
        orderId: guest.orderId,
        staffUserId: staff.waiter ?? 0,
        method: 'CASH',
        amount: 181,
      },
    );
    const res = await w.deliver(completed('checkout.session.completed', sessionId));
    expect(res.statusCode).toBe(200);
    expect(await w.paymentsOf(guest.orderId)).toMatchObject([
      { method: 'CASH', needsRefund: false },
      { method: 'ONLINE', provider: 'stripe', amountMinor: 18_100, needsRefund: true },
    ]);
    expect(await orderStatus(guest.orderId)).toBe('COMPLETED');
  });

  it('apply an expiry, acknowledge other events, and refuse what is not ours', async () => {
    const guest = await w.guestWithBill(8);
    const { sessionId } = await w.openSession(guest);
    w.fake.expire(sessionId);
    expect((await w.deliver(w.event('checkout.session.expired', sessionId))).statusCode).toBe(200);
    expect((await w.status(guest)).json()).toMatchObject({ status: 'AUTHORIZATION_FAILED' });
    // Not acted on: 200 so that Stripe stops sending it, and nothing changes.
    const other = w.event('payment_intent.created', sessionId);
    const ignored = await w.deliver({ ...other, headers: { 'content-type': 'application/json' } });
    expect(ignored.statusCode).toBe(200);
    const unknown = await w.deliver({
      body: JSON.stringify({
        id: 'evt_x',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_test_unknown', payment_status: 'paid' } },
      }),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown checkout session');
    const notJson = await w.deliver({
      body: '{"id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expectNoSecret(unknown.body + notJson.body);
  });
});
