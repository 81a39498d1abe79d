import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, orderTables, payments } from '../../src/db/schema/index';
import { SIMULATED_AUTHORIZING_MS } from '../../src/integrations/payments/simulated-status';
import { addKnownCart, addServedPapad } from '../billing/order-fixture';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { chooseOutcome } from '../helpers/simulated-page';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp();

const openSession = (g: SeatedGuest, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: GUEST_ROUTES.paymentSession,
    headers: { ...g.headers, ...headers },
    payload: { orderId: g.orderId },
  });
const status = async (g: SeatedGuest) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${GUEST_ROUTES.paymentStatus}?orderId=${g.orderId}`,
    headers: g.headers,
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json();
};
const page = (url: string) => t.app.inject({ method: 'GET', url });
const choose = (url: string, outcome: string) => chooseOutcome(t, url, outcome);
const logOuts = (orderId: number) =>
  t.events.filter(
    (e) =>
      e.event === 'customerLogOutPusherEvent' &&
      (e.payload as { orderId: number }).orderId === orderId,
  );

describe('paying online through the simulated gateway', () => {
  it('walks PENDING_VBV, AUTHORIZING and CHARGED, completing the order once', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 1 });
    await addKnownCart(t.db, g);
    expect(await status(g)).toEqual({
      status: 'PENDING_VBV',
      orderId: g.orderId,
      paymentAmount: 2020,
      shouldPoll: true,
    });

    const opened = await openSession(g);
    expect(opened.statusCode).toBe(200);
    const session = opened.json();
    expect(session).toEqual({
      sessionId: expect.stringMatching(/^sim_/),
      url: `/v1/payments/simulated/${session.sessionId}`,
      amount: 2020,
    });
    // A double tap gets the same untouched session.
    expect((await openSession(g)).json()).toEqual(session);

    const shown = await page(session.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toMatch(/^text\/html/);
    expect(shown.body).toContain('₹2,020.00');
    expect(shown.body).toContain('The Brew Room');
    for (const label of ['Pay successfully', 'Fail authorization', 'Fail authentication']) {
      expect(shown.body).toContain(label);
    }
    // Plain forms and inline styles: what the server's Content-Security-Policy allows.
    expect(shown.body).not.toContain('<script');
    expect(shown.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(shown.headers['content-security-policy']).toContain("form-action 'self'");

    const chosen = await choose(session.url, 'CHARGED');
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(session.url);
    expect(await status(g)).toMatchObject({ status: 'AUTHORIZING', shouldPoll: true });
    const authorising = await page(session.url);
    expect(authorising.body).toContain('http-equiv="refresh"');

    t.clock.advance(SIMULATED_AUTHORIZING_MS);
    expect(await status(g)).toEqual({
      status: 'CHARGED',
      orderId: g.orderId,
      paymentAmount: 2020,
      shouldPoll: false,
    });
    // The page reports the same charge again; nothing doubles.
    expect((await page(session.url)).body).toContain('Payment successful.');
    expect(await status(g)).toMatchObject({ status: 'CHARGED' });
    const paid = await t.db.select().from(payments).where(eq(payments.orderId, g.orderId));
    expect(paid).toMatchObject([
      { method: 'ONLINE', amountMinor: 202_000, status: 'CHARGED', providerRef: session.sessionId },
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, g.orderId));
    expect(order?.status).toBe('COMPLETED');
    const tables = await t.db.select().from(orderTables).where(eq(orderTables.orderId, g.orderId));
    expect(tables.every((table) => !table.active)).toBe(true);
    expect(logOuts(g.orderId)).toHaveLength(1);
    // Once paid, the choice is gone.
    expect((await choose(session.url, 'AUTHORIZATION_FAILED')).statusCode).toBe(303);
    expect(await status(g)).toMatchObject({ status: 'CHARGED' });
  });

  it.each([
    ['AUTHORIZATION_FAILED', 'AUTHORIZING'],
    ['AUTHENTICATION_FAILED', 'AUTHENTICATION_FAILED'],
  ])(
    '%s ends the attempt (first seen as %s) and a new session can follow',
    async (outcome, first) => {
      const g = await seatGuest(t.db, t.clock, { tableId: 2 });
      await addServedPapad(t.db, g);
      const session = (await openSession(g)).json();
      await choose(session.url, outcome);
      expect(await status(g)).toMatchObject({ status: first });
      t.clock.advance(SIMULATED_AUTHORIZING_MS);
      expect(await status(g)).toEqual({
        status: outcome,
        orderId: g.orderId,
        paymentAmount: 181,
        shouldPoll: false,
      });
      expect((await page(session.url)).body).toContain('Nothing was charged.');
      const retry = (await openSession(g)).json();
      expect(retry.sessionId).not.toBe(session.sessionId);
      expect(await status(g)).toMatchObject({ status: 'PENDING_VBV', shouldPoll: true });
      const [order] = await t.db.select().from(orders).where(eq(orders.id, g.orderId));
      expect(order?.status).toBe('IN_PROGRESS');
      // Close the table again so the next case starts on a fresh order.
      await t.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.id, g.orderId));
      await t.db
        .update(orderTables)
        .set({ active: false })
        .where(eq(orderTables.orderId, g.orderId));
    },
  );

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 3 });
    await addServedPapad(t.db, g);
    const key = { 'idempotency-key': 'pay-attempt-0001' };
    const first = (await openSession(g, key)).json();
    await choose(first.url, 'AUTHENTICATION_FAILED');
    expect((await openSession(g, key)).json()).toEqual(first);
    expect((await openSession(g)).json().sessionId).not.toBe(first.sessionId);
    const bad = await openSession(g, { 'idempotency-key': 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^idempotency-key/);
  });

  it('stops a session once the table was settled by other means', async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 4 });
    await addServedPapad(t.db, g);
    const session = (await openSession(g)).json();
    await t.db
      .update(orders)
      .set({ status: 'COMPLETED', isSystemCompleted: true })
      .where(eq(orders.id, g.orderId));
    expect((await page(session.url)).body).toContain('already been settled');
    await choose(session.url, 'CHARGED');
    t.clock.advance(SIMULATED_AUTHORIZING_MS);
    expect(await status(g)).toMatchObject({ status: 'PENDING_VBV', shouldPoll: false });
    const reopened = await openSession(g);
    expect(reopened.statusCode).toBe(409);
  });
});

describe('the gateway page and the guest calls refuse what is not theirs', () => {
  it('answers 404 for an unknown session and 400 for a malformed id or choice', async () => {
    const unknown = await page('/v1/payments/simulated/sim_AAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect((await page('/v1/payments/simulated/x')).statusCode).toBe(400);
    const g = await seatGuest(t.db, t.clock, { tableId: 5 });
    await addServedPapad(t.db, g);
    const session = (await openSession(g)).json();
    const bad = await choose(session.url, 'REFUND');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^outcome/);
  });

  it("answers 404 for another table's order, 403 for a wrong X-Tenant, 400 naming the field", async () => {
    const g = await seatGuest(t.db, t.clock, { tableId: 6 });
    const other = await seatGuest(t.db, t.clock, { tableId: 7 });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${GUEST_ROUTES.paymentStatus}?orderId=${other.orderId}`,
      headers: g.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const foreignSession = await t.app.inject({
      method: 'POST',
      url: GUEST_ROUTES.paymentSession,
      headers: g.headers,
      payload: { orderId: other.orderId },
    });
    expect(foreignSession.statusCode).toBe(404);
    expect((await openSession(g, { 'x-tenant': '2' })).statusCode).toBe(403);
    const badBody = await t.app.inject({
      method: 'POST',
      url: GUEST_ROUTES.paymentSession,
      headers: g.headers,
      payload: { orderId: -3 },
    });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toMatch(/^orderId/);
  });
});
