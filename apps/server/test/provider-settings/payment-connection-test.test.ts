import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { resolvePaymentKeys } from '../../src/services/provider-settings/payment-keys';
import { resolveSmsKeys } from '../../src/services/provider-settings/sms-keys';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { startLocalProvider } from './local-provider';

const GOOD = 'sk_test_GoodKey000000abcd';
const BAD = 'sk_test_BadKey0000000dead';
const HANGS = 'sk_test_HangsUp000000beef';
const HOOK = 'whsec_HookSecret0000wxyz';

let stripe: Awaited<ReturnType<typeof startLocalProvider>>;
let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  // Stripe's balance read: 200 with the right bearer key, its 401 otherwise.
  stripe = await startLocalProvider((req) => {
    if (req.authorization === `Bearer ${HANGS}`) return 'hang-up';
    if (req.authorization !== `Bearer ${GOOD}` || req.path !== '/v1/balance') {
      return { status: 401, body: { error: { message: `Invalid API Key provided: ${BAD}` } } };
    }
    return { status: 200, body: { object: 'balance', available: [] } };
  });
  t = await createTestApp({ env: { STRIPE_API_URL: stripe.url } });
  owner = await signIn(t, 'owner');
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const testKeys = (payload: object) =>
  t.app.inject({ method: 'POST', url: STAFF_ROUTES.paymentSettingsTest, headers: owner, payload });

describe("the payment settings' connection test", () => {
  it('answers ok when the gateway accepts the submitted keys', async () => {
    const res = await testKeys({
      provider: 'stripe',
      keys: { secretKey: GOOD, webhookSecret: HOOK },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/balance' });
  });

  it("answers 400 with the provider's reason when it refuses the keys, never the key", async () => {
    const res = await testKeys({
      provider: 'stripe',
      keys: { secretKey: BAD, webhookSecret: HOOK },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^The gateway refused the keys: Stripe refused/);
    expect(res.body).not.toContain(BAD);
  });

  it('answers 502 when the gateway cannot be reached', async () => {
    const res = await testKeys({
      provider: 'stripe',
      keys: { secretKey: HANGS, webhookSecret: HOOK },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^The gateway could not be reached: /);
    expect(res.body).not.toContain(HANGS);
  });

  it('tests with the saved secret when the submitted keys omit it', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: STAFF_ROUTES.paymentSettings,
      headers: owner,
      payload: { provider: 'stripe', keys: { secretKey: GOOD, webhookSecret: HOOK }, version: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await testKeys({ provider: 'stripe', keys: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(stripe.requests.at(-1)?.authorization).toBe(`Bearer ${GOOD}`);
    // Without a provider: the brand's current (saved) gateway.
    expect((await testKeys({})).statusCode).toBe(200);
  });

  it('refuses the simulated gateway and console SMS in production', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'p'.repeat(48),
      PUBLIC_URL: 'https://order.example.com',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: GOOD,
      STRIPE_WEBHOOK_SECRET: HOOK,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    });
    expect(() => resolvePaymentKeys(production, { provider: 'simulated', keys: {} }, null)).toThrow(
      /^provider: the simulated gateway takes no real money/,
    );
    expect(() => resolveSmsKeys(production, { provider: 'console', keys: {} }, null)).toThrow(
      /^provider: console only writes messages to the log/,
    );
    const keys = { accountSid: 'AC1', authToken: 't', from: '+1', apiUrl: 'http://sms.test' };
    expect(() => resolveSmsKeys(production, { provider: 'twilio', keys }, null)).toThrow(
      /^keys\.apiUrl: must be https in production/,
    );
  });
});
