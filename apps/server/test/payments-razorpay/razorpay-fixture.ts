import { GUEST_ROUTES, PAYMENT_WEBHOOK_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { startFakeRazorpay } from '../../../../test-support/fake-razorpay.mjs';
import { payments } from '../../src/db/schema/index';
import type { SeatedGuest } from '../helpers/guest-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';

export const RAZORPAY_KEYS = {
  keyId: 'rzp_test_TablesideKey01',
  keySecret: 'razorpay-test-key-secret-0001',
  webhookSecret: 'razorpay-test-webhook-secret-0001',
};
export const PUBLIC_URL = 'https://tables.example.test';
/** Short, so the timeout case stays quick; the fake's delay goes past it. */
export const TIMEOUT_MS = 300;

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

/**
 * An app whose brands pay through Razorpay (environment keys) at a local fake of Razorpay's
 * API. The fake's webhooks are delivered to the app's webhook route by inject.
 */
export function useRazorpayApp() {
  const t = {} as TestApp;
  const env = {} as { fake: FakeRazorpay };
  beforeAll(async () => {
    env.fake = await startFakeRazorpay({
      ...RAZORPAY_KEYS,
      deliver: async ({ headers, body }) => {
        const res = await t.app.inject({
          method: 'POST',
          url: PAYMENT_WEBHOOK_ROUTES.razorpay,
          headers,
          payload: body,
        });
        return { status: res.statusCode, body: res.body };
      },
    });
    Object.assign(
      t,
      await createTestApp({
        env: {
          PUBLIC_URL,
          PAYMENT_PROVIDER: 'razorpay',
          RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
          RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
          RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
          RAZORPAY_API_URL: env.fake.url,
        },
        gatewayIo: { timeoutMs: TIMEOUT_MS },
      }),
    );
  });
  afterAll(async () => {
    await t.close?.();
    await env.fake?.close();
  });

  const openSession = (g: SeatedGuest) =>
    t.app.inject({
      method: 'POST',
      url: GUEST_ROUTES.paymentSession,
      headers: g.headers,
      payload: { orderId: g.orderId },
    });
  const statusOf = (g: SeatedGuest) =>
    t.app.inject({
      method: 'GET',
      url: `${GUEST_ROUTES.paymentStatus}?orderId=${g.orderId}`,
      headers: g.headers,
    });
  const status = async (g: SeatedGuest) => {
    const res = await statusOf(g);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** Opens the guest's payment link and answers its id. */
  const openLink = async (g: SeatedGuest): Promise<string> => {
    const res = await openSession(g);
    expect(res.statusCode).toBe(200);
    return res.json().sessionId;
  };
  const paymentsOf = (orderId: number) =>
    t.db.select().from(payments).where(eq(payments.orderId, orderId));
  const logOuts = (orderId: number) =>
    t.events.filter(
      (e) =>
        e.event === 'customerLogOutPusherEvent' &&
        (e.payload as { orderId: number }).orderId === orderId,
    );

  return { t, env, openSession, statusOf, status, openLink, paymentsOf, logOuts };
}
