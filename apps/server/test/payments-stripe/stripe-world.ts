import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { payments } from '../../src/db/schema/index';
import { STRIPE_WEBHOOK_PATH } from '../../src/routes/payments/stripe-webhook-route';
import { addServedPapad } from '../billing/order-fixture';
import { type FakeStripe, type FakeStripeDelivery, startFakeStripe } from '../fakes/fake-stripe';
import { type SeatedGuest, seatGuest } from '../helpers/guest-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';

export const STRIPE_KEYS = {
  secretKey: 'sk_test_51TablesideFakeKey0000000000000000000000000000',
  webhookSecret: 'whsec_tableside_fake_webhook_secret_0001',
};
/** Short enough for a test to wait out, long enough for the fake to answer when not delayed. */
export const GATEWAY_TIMEOUT_MS = 300;

/**
 * A test app whose gateway is Stripe, talking to a local fake of Stripe's API; the fake's
 * webhooks are injected into the app by the tests (or posted, once the app listens).
 */
export function useStripeWorld() {
  const world = {} as { t: TestApp; fake: FakeStripe };
  beforeAll(async () => {
    world.fake = await startFakeStripe(STRIPE_KEYS);
    world.t = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: STRIPE_KEYS.secretKey,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
        STRIPE_API_URL: world.fake.url,
      },
      gatewayIo: { timeoutMs: GATEWAY_TIMEOUT_MS },
    });
  });
  afterAll(async () => {
    await world.t?.close();
    await world.fake?.close();
  });

  const openSession = async (guest: SeatedGuest, payload: Record<string, unknown> = {}) => {
    const res = await world.t.app.inject({
      method: 'POST',
      url: GUEST_ROUTES.paymentSession,
      headers: guest.headers,
      payload: { orderId: guest.orderId, ...payload },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { sessionId: string; url: string; amount: number };
  };

  return {
    get t() {
      return world.t;
    },
    get fake() {
      return world.fake;
    },
    /** A guest at a table with a served papad: payable ₹181 (18 100 paise). */
    async guestWithBill(tableId: number) {
      const guest = await seatGuest(world.t.db, world.t.clock, { tableId });
      await addServedPapad(world.t.db, guest);
      return guest;
    },
    openSession,
    /** The result screen's poll (also what the return page does). */
    status: (guest: SeatedGuest) =>
      world.t.app.inject({
        method: 'GET',
        url: `${GUEST_ROUTES.paymentStatus}?orderId=${guest.orderId}`,
        headers: guest.headers,
      }),
    /** A Stripe event signed at the app's time (its clock decides what is stale). */
    event: (type: string, sessionId: string, sign: { secret?: string; t?: number } = {}) =>
      world.fake.event(type, sessionId, {
        t: Math.floor(world.t.clock.now().getTime() / 1000),
        ...sign,
      }),
    deliver: (delivery: Pick<FakeStripeDelivery, 'body' | 'headers'>) =>
      world.t.app.inject({
        method: 'POST',
        url: STRIPE_WEBHOOK_PATH,
        headers: delivery.headers,
        payload: delivery.body,
      }),
    paymentsOf: (orderId: number) =>
      world.t.db.select().from(payments).where(eq(payments.orderId, orderId)),
  };
}
