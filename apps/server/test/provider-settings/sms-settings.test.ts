import { GUEST_ROUTES, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, diningTables, providerSettings } from '../../src/db/schema/index';
import { SMS_FAILED_MESSAGE } from '../../src/services/check-in/send-otp';
import { newPhone } from '../check-in/check-in-helpers';
import { useTestApp } from '../helpers/test-app';
import { signIn } from '../staff-api/staff-api-fixture';
import { type ProviderAnswer, sessionCache, startLocalProvider } from './local-provider';

const t = useTestApp();
const headersOf = sessionCache((user) => signIn(t, user));

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'TwilioAuthTokenValue77wxyz';
let answer: ProviderAnswer = { status: 201, body: { sid: 'SM1' } };
let twilio: Awaited<ReturnType<typeof startLocalProvider>>;
beforeAll(async () => {
  twilio = await startLocalProvider(() => answer);
});
afterAll(() => twilio.close());
beforeEach(() => {
  answer = { status: 201, body: { sid: 'SM1' } };
  twilio.requests.length = 0;
});

const twilioKeys = () => ({
  accountSid: SID,
  authToken: TOKEN,
  from: '+15005550006',
  apiUrl: twilio.url,
});

async function call(user: string, method: 'GET' | 'PUT', payload?: object) {
  return t.app.inject({
    method,
    url: STAFF_ROUTES.smsSettings,
    headers: await headersOf(user),
    payload,
  });
}
async function sendTest(user: string, to: string) {
  return t.app.inject({
    method: 'POST',
    url: STAFF_ROUTES.smsSettingsTest,
    headers: await headersOf(user),
    payload: { to },
  });
}
const checkIn = (tenant: number, tableId: number, branchId: number, phoneNo: string) =>
  t.app.inject({
    method: 'POST',
    url: GUEST_ROUTES.checkIn,
    headers: { 'x-tenant': String(tenant) },
    payload: { phoneNo, tableId, branchId, noOfGuest: 2 },
  });

describe('SMS settings', () => {
  it('answers the console default, and refuses a manager (owner only)', async () => {
    expect((await call('owner', 'GET')).json()).toEqual({
      provider: 'console',
      publicConfig: {},
      secretHints: {},
      source: 'environment',
      version: 0,
    });
    expect((await call('manager', 'GET')).statusCode).toBe(403);
    expect(
      (await call('manager', 'PUT', { provider: 'twilio', keys: twilioKeys(), version: 0 }))
        .statusCode,
    ).toBe(403);
    expect((await sendTest('manager', '+919876500001')).statusCode).toBe(403);
  });

  it('names a missing key', async () => {
    const { authToken: _omitted, ...noToken } = twilioKeys();
    const res = await call('owner', 'PUT', { provider: 'twilio', keys: noToken, version: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('keys.authToken: is required for twilio');
    const noSid = await call('owner', 'PUT', {
      provider: 'twilio',
      keys: { authToken: TOKEN },
      version: 0,
    });
    expect(noSid.json().message).toBe('keys.accountSid: is required for twilio');
  });

  it('saves the auth token encrypted and answers only its last 4', async () => {
    const res = await call('owner', 'PUT', { provider: 'twilio', keys: twilioKeys(), version: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      provider: 'twilio',
      publicConfig: { accountSid: SID, from: '+15005550006', apiUrl: twilio.url },
      secretHints: { authToken: '…wxyz' },
      source: 'saved',
      version: 1,
    });
    const rows = await t.db.select().from(providerSettings).where(eq(providerSettings.kind, 'sms'));
    expect(JSON.stringify(rows)).not.toContain(TOKEN);
    expect((await call('owner', 'GET')).body).not.toContain(TOKEN);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'smsSettings.update'));
    expect(audits.map((a) => a.detail)).toEqual([
      { provider: 'twilio', changed: ['accountSid', 'apiUrl', 'authToken', 'from'], version: 1 },
    ]);
    expect((await call('owner', 'PUT', { provider: 'console', version: 0 })).statusCode).toBe(409);
  });

  it("sends the test SMS through the brand's saved Twilio account", async () => {
    const res = await sendTest('owner', '+919876500002');
    expect(res.statusCode, res.body).toBe(200);
    const [sent] = twilio.requests;
    expect(sent?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(sent?.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(new URLSearchParams(sent?.body).get('Body')).toBe(
      'Tableside test message from The Brew Room',
    );
  });

  it("answers 502 with the provider's reason, never the token", async () => {
    answer = {
      status: 401,
      body: { code: 20003, message: 'Authentication Error - invalid username' },
    };
    const res = await sendTest('owner', '+919876500003');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(
      'The test SMS was not sent: SMS provider answered 401 Authentication Error - invalid username',
    );
    expect(res.body).not.toContain(TOKEN);
  });

  it("sends a guest's OTP through the brand's Twilio, and keeps the spec's error when it fails", async () => {
    const phoneNo = newPhone();
    const res = await checkIn(1, 1, 1, phoneNo);
    expect(res.statusCode, res.body).toBe(200);
    expect(new URLSearchParams(twilio.requests[0]?.body).get('To')).toBe(phoneNo);
    expect(t.outbox(phoneNo)).toHaveLength(0);
    answer = 'hang-up';
    const failed = await checkIn(1, 1, 1, newPhone());
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(SMS_FAILED_MESSAGE);
  });

  it("leaves other brands on the server's default", async () => {
    const [table] = await t.db
      .select()
      .from(diningTables)
      .where(eq(diningTables.tenantId, 2))
      .limit(1);
    if (!table) throw new Error('brand 2 has no table');
    const phoneNo = newPhone();
    const res = await checkIn(2, table.id, table.branchId, phoneNo);
    expect(res.statusCode, res.body).toBe(200);
    expect(t.outbox(phoneNo)).toHaveLength(1);
    expect(twilio.requests).toHaveLength(0);
    expect((await call('owner2', 'GET')).json()).toMatchObject({
      provider: 'console',
      source: 'environment',
    });
  });

  it('goes back to the default once the owner saves console', async () => {
    const res = await call('owner', 'PUT', { provider: 'console', version: 1 });
    expect(res.json()).toMatchObject({ provider: 'console', version: 2, secretHints: {} });
    const phoneNo = newPhone();
    expect((await checkIn(1, 1, 1, phoneNo)).statusCode).toBe(200);
    expect(t.outbox(phoneNo)).toHaveLength(1);
  });
});
