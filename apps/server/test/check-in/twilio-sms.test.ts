// The Twilio-compatible adapter against a local fake of the Messages API, and a check-in
// whose SMS provider fails.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GUEST_ROUTES, SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { otpChallenges } from '../../src/db/schema/index';
import { createPaymentGateways } from '../../src/integrations/payments/payment-gateways';
import { createSms } from '../../src/integrations/sms/create-sms';
import { SmsSendError } from '../../src/integrations/sms/sms-port';
import { twilioSms } from '../../src/integrations/sms/twilio-sms';
import { manualClock } from '../../src/lib/clock';
import { recordingPublisher } from '../../src/realtime/publisher';
import { SMS_FAILED_MESSAGE } from '../../src/services/check-in/send-otp';
import { createTestDatabase } from '../helpers/test-db';
import { newPhone } from './check-in-helpers';

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  contentType?: string;
  form: URLSearchParams;
}

let server: Server;
let apiUrl = '';
const received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM1' } };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    received.push({
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form: new URLSearchParams(await readBody(req)),
    });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = { status: 201, body: { sid: 'SM1' } };
});

const SID = 'AC0123456789abcdef0123456789abcdef';
const logged: string[] = [];
const adapter = () =>
  twilioSms({
    accountSid: SID,
    authToken: 's3cret',
    from: '+15005550006',
    apiUrl,
    log: (l) => logged.push(l),
  });

describe('twilioSms', () => {
  it('posts the message form-encoded with basic auth to the Messages resource', async () => {
    await adapter().send({ to: '+919876543210', text: '1234 is your code', otp: '1234' });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(call?.authorization).toBe(`Basic ${Buffer.from(`${SID}:s3cret`).toString('base64')}`);
    expect(call?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call?.form ?? [])).toEqual({
      To: '+919876543210',
      From: '+15005550006',
      Body: '1234 is your code',
    });
  });

  it("fails with the provider's reason, and logs it", async () => {
    answer = { status: 401, body: { code: 20003, message: 'Authenticate' } };
    logged.length = 0;
    const sending = adapter().send({ to: '+919876543210', text: 'x' });
    await expect(sending).rejects.toThrow(SmsSendError);
    await expect(adapter().send({ to: '+919876543210', text: 'x' })).rejects.toThrow(
      'SMS provider answered 401 Authenticate',
    );
    expect(logged[0]).toBe('SMS to +919876543210 failed: provider answered 401 Authenticate');
  });

  it('fails cleanly when the provider cannot be reached', async () => {
    const closed = twilioSms({
      accountSid: SID,
      authToken: 'x',
      from: '+1500',
      apiUrl: 'http://127.0.0.1:1',
      log: () => {},
    });
    await expect(closed.send({ to: '+919876543210', text: 'x' })).rejects.toThrow(
      /SMS provider unreachable/,
    );
  });
});

describe('check-in through the Twilio adapter', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  let db: Awaited<ReturnType<typeof createTestDatabase>>['db'];

  beforeAll(async () => {
    const database = await createTestDatabase({ seed: true });
    db = database.db;
    const config = loadConfig({
      NODE_ENV: 'test',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: 's3cret',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: apiUrl,
    });
    const clock = manualClock('2026-03-10T12:00:00Z');
    const sms = createSms(config, { log: () => {}, logError: () => {}, now: clock.now });
    expect(sms.outbox).toBeNull();
    app = await buildApp({
      config,
      database,
      clock,
      publisher: recordingPublisher(),
      sms: sms.port,
      smsOutbox: sms.outbox,
      payments: createPaymentGateways({ config, simulated: null }),
      simulated: null,
    });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  const checkIn = (phoneNo: string) =>
    app.inject({
      method: 'POST',
      url: GUEST_ROUTES.checkIn,
      headers: { 'x-tenant': '1' },
      payload: { phoneNo, tableId: 1, branchId: 1, noOfGuest: 2 },
    });

  it("texts the code in the brand's words", async () => {
    const phoneNo = newPhone();
    expect((await checkIn(phoneNo)).json().isOtpNeeded).toBe(true);
    expect(received[0]?.form.get('To')).toBe(phoneNo);
    expect(received[0]?.form.get('Body')).toMatch(
      /^\d{4} is your Tableside code for The Brew Room\. It expires in 5 minutes\.$/,
    );
  });

  it('answers 502 when the provider fails, keeps no code, and lets the guest retry at once', async () => {
    const phoneNo = newPhone();
    answer = { status: 500, body: { code: 30001, message: 'Queue overflow' } };
    const failed = await checkIn(phoneNo);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      message: SMS_FAILED_MESSAGE,
      error: 'Bad Gateway',
      statusCode: 502,
    });
    const [codes] = await db.select({ n: count() }).from(otpChallenges);
    answer = { status: 201, body: { sid: 'SM2' } };
    const retry = await checkIn(phoneNo);
    expect(retry.statusCode).toBe(200);
    const [after] = await db.select({ n: count() }).from(otpChallenges);
    expect((after?.n ?? 0) - (codes?.n ?? 0)).toBe(1);
  });

  it('has no dev outbox', async () => {
    const res = await app.inject({ method: 'GET', url: SYSTEM_ROUTES.smsOutbox });
    expect(res.statusCode).toBe(404);
  });
});
