import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { auditLog, providerSettings } from '../../src/db/schema/index';
import { createPaymentGateways } from '../../src/integrations/payments/payment-gateways';
import { createSecretBox } from '../../src/lib/secret-box';
import { loadSavedPaymentSettings } from '../../src/services/provider-settings/load-saved-payment-settings';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';

const t = useTestApp();
// The same settings as the test app's: its APP_SECRET opens what the app saved.
const config = loadConfig({ NODE_ENV: 'test', DEMO_SEED: 'false', PORT: '3000' });
const settingsDeps = () => ({ db: t.db, secretBox: createSecretBox(config.APP_SECRET), config });

const STRIPE = {
  secretKey: 'sk_test_51SecretKeyValue9abcd',
  webhookSecret: 'whsec_WebhookValuewxyz',
};
const RAZORPAY = {
  keyId: 'rzp_test_KeyId1234',
  keySecret: 'RazorpayKeySecretVal5678',
  webhookSecret: 'RazorpayHookSecret9012',
};
const SECRETS = [
  STRIPE.secretKey,
  STRIPE.webhookSecret,
  RAZORPAY.keySecret,
  RAZORPAY.webhookSecret,
];

const expectNoSecret = (text: string) => {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
};

const sessions = new Map<string, Record<string, string>>();
async function headersOf(user: string) {
  const known = sessions.get(user);
  if (known) return known;
  const headers = await signIn(t, user);
  sessions.set(user, headers);
  return headers;
}

async function call(user: string, method: 'GET' | 'PUT' | 'POST', payload?: object) {
  const url = method === 'POST' ? STAFF_ROUTES.paymentSettingsTest : STAFF_ROUTES.paymentSettings;
  return t.app.inject({ method, url, headers: await headersOf(user), payload });
}

const rowOf = async (tenantId: number) =>
  (await t.db.select().from(providerSettings).where(eq(providerSettings.tenantId, tenantId))).find(
    (r) => r.kind === 'payment',
  );

describe('payment settings', () => {
  it("answers the environment's default before the owner saved any", async () => {
    const res = await call('owner', 'GET');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      provider: 'simulated',
      publicConfig: {},
      secretHints: {},
      source: 'environment',
      version: 0,
      webhookUrl: null,
    });
  });

  it('refuses a manager and a waiter (owner only)', async () => {
    for (const user of ['manager', 'waiter']) {
      expect((await call(user, 'GET')).statusCode).toBe(403);
      const put = await call(user, 'PUT', { provider: 'stripe', keys: STRIPE, version: 0 });
      expect(put.statusCode).toBe(403);
      expect((await call(user, 'POST', {})).statusCode).toBe(403);
    }
    expect(await rowOf(1)).toBeUndefined();
  });

  it('names the missing or malformed key and saves nothing', async () => {
    const cases: [object, RegExp][] = [
      [
        { provider: 'stripe', keys: { webhookSecret: STRIPE.webhookSecret }, version: 0 },
        /keys\.secretKey: is required/,
      ],
      [
        { provider: 'stripe', keys: { ...STRIPE, secretKey: 'pk_test_nope' }, version: 0 },
        /keys\.secretKey: must start with sk_ or rk_/,
      ],
      [
        { provider: 'stripe', keys: { ...STRIPE, webhookSecret: 'hook' }, version: 0 },
        /keys\.webhookSecret: must start with whsec_/,
      ],
      [
        { provider: 'razorpay', keys: { ...RAZORPAY, keyId: 'key_1' }, version: 0 },
        /keys\.keyId: must start with rzp_/,
      ],
      [
        { provider: 'razorpay', keys: { keyId: RAZORPAY.keyId }, version: 0 },
        /keys\.keySecret: is required/,
      ],
      [{ provider: 'paypal', keys: {}, version: 0 }, /provider/],
    ];
    for (const [payload, message] of cases) {
      const res = await call('owner', 'PUT', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
      expectNoSecret(res.body);
    }
    expect(await rowOf(1)).toBeUndefined();
  });

  it('saves keys encrypted, answers only their last 4, and audits without secrets', async () => {
    const res = await call('owner', 'PUT', { provider: 'stripe', keys: STRIPE, version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      provider: 'stripe',
      publicConfig: {},
      secretHints: { secretKey: '…abcd', webhookSecret: '…wxyz' },
      source: 'saved',
      version: 1,
      webhookUrl: 'http://localhost:3000/v1/payments/webhooks/stripe',
    });
    const row = await rowOf(1);
    expect(row?.secretCiphertext).toMatch(/^v1\./);
    expectNoSecret(JSON.stringify(row));
    const read = await call('owner', 'GET');
    expect(read.json()).toMatchObject({ source: 'saved', secretHints: { secretKey: '…abcd' } });
    expectNoSecret(read.body);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'paymentSettings.update'));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toEqual({
      provider: 'stripe',
      changed: ['secretKey', 'webhookSecret'],
      version: 1,
    });
    expectNoSecret(JSON.stringify(audits));
  });

  it('keeps an omitted secret, and refuses a save based on a stale read (409)', async () => {
    const newHook = 'whsec_AnotherHook0000';
    const res = await call('owner', 'PUT', {
      provider: 'stripe',
      keys: { webhookSecret: newHook },
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      version: 2,
      secretHints: { secretKey: '…abcd', webhookSecret: '…0000' },
    });
    const stale = await call('owner', 'PUT', { provider: 'stripe', keys: STRIPE, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone else changed these settings; reload');
    const created = await call('owner', 'PUT', { provider: 'stripe', keys: STRIPE, version: 0 });
    expect(created.statusCode).toBe(409);
    const saved = await loadSavedPaymentSettings(settingsDeps(), 1);
    expect(saved).toMatchObject({
      provider: 'stripe',
      secretKey: STRIPE.secretKey,
      webhookSecret: newHook,
    });
  });

  it("makes the brand's saved gateway override the environment's default", async () => {
    const res = await call('owner', 'PUT', { provider: 'razorpay', keys: RAZORPAY, version: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      publicConfig: { keyId: RAZORPAY.keyId },
      secretHints: { keySecret: '…5678', webhookSecret: '…9012' },
    });
    const gateways = createPaymentGateways({
      config,
      simulated: null,
      loadSaved: (tenantId) => loadSavedPaymentSettings(settingsDeps(), tenantId),
    });
    expect(await gateways.settingsOf(1)).toMatchObject({ provider: 'razorpay', ...RAZORPAY });
    // Brand 2 saved nothing: the environment's simulated gateway.
    expect(await gateways.settingsOf(2)).toEqual({ provider: 'simulated' });
    // A session opened at the old gateway is still served by the environment's one.
    expect(await gateways.settingsOf(1, 'simulated')).toEqual({ provider: 'simulated' });
  });

  it("shows each owner his own brand's settings only", async () => {
    const res = await call('owner2', 'GET');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'environment', provider: 'simulated', version: 0 });
    const saved = await call('owner2', 'PUT', { provider: 'simulated', keys: {}, version: 0 });
    expect(saved.json()).toMatchObject({ source: 'saved', version: 1, provider: 'simulated' });
    expect((await call('owner', 'GET')).json()).toMatchObject({ provider: 'razorpay', version: 3 });
  });

  it('tests the saved gateway: the simulated one always connects', async () => {
    const res = await call('owner2', 'POST', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });
});
