// Choosing the SMS adapter from the environment, and failing fast on a half-configured Twilio.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env';
import { createSms } from '../../src/integrations/sms/create-sms';
import { SAFE_PRODUCTION_ENV } from '../system/production-env';

const io = { log: () => {}, logError: () => {}, now: () => new Date('2026-03-10T12:00:00Z') };

describe('SMS configuration', () => {
  it('names every missing Twilio setting when SMS_PROVIDER=twilio', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: 'x' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_AUTH_TOKEN: 'x' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('TWILIO_ACCOUNT_SID: is required when SMS_PROVIDER=twilio');
      expect(message).toContain('TWILIO_FROM: is required when SMS_PROVIDER=twilio');
      expect(message).not.toContain('TWILIO_AUTH_TOKEN');
    }
  });

  it('defaults the API URL to Twilio and drops a trailing slash from a given one', () => {
    expect(loadConfig({}).TWILIO_API_URL).toBe('https://api.twilio.com');
    expect(loadConfig({ TWILIO_API_URL: 'http://127.0.0.1:9999/' }).TWILIO_API_URL).toBe(
      'http://127.0.0.1:9999',
    );
    expect(() => loadConfig({ TWILIO_API_URL: 'ftp://example.com' })).toThrow(/TWILIO_API_URL/);
  });

  it.each([
    [{ NODE_ENV: 'development' }, true],
    [{ NODE_ENV: 'test' }, true],
    [SAFE_PRODUCTION_ENV, false],
    [
      {
        NODE_ENV: 'development',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 'x',
        TWILIO_FROM: '+15005550006',
      },
      false,
    ],
  ])('%o: dev outbox %s', (env, hasOutbox) => {
    expect(createSms(loadConfig(env), io).outbox !== null).toBe(hasOutbox);
  });

  it('the console adapter keeps messages newest first, per number', async () => {
    const sms = createSms(loadConfig({}), io);
    await sms.port.send({ to: '+919876543210', text: 'first', otp: '1111' });
    await sms.port.send({ to: '+919876543211', text: 'other', otp: '2222' });
    await sms.port.send({ to: '+919876543210', text: 'second', otp: '3333' });
    expect(sms.outbox?.('+919876543210').map((m) => m.text)).toEqual(['second', 'first']);
    expect(sms.outbox?.()).toHaveLength(3);
  });
});
