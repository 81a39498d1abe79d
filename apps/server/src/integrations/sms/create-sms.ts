import type { AppConfig } from '../../config/env';
import { consoleSms, type OutboxEntry } from './console-sms';
import type { SmsPort } from './sms-port';
import { twilioSms } from './twilio-sms';

export interface SmsSetup {
  port: SmsPort;
  /** The dev outbox; null with a real provider and in production (nothing to read there). */
  outbox: ((phoneNo?: string) => OutboxEntry[]) | null;
}

/** Picks the adapter SMS_PROVIDER names; loadConfig already required Twilio's settings. */
export function createSms(
  config: AppConfig,
  io: { log: (line: string) => void; logError: (line: string) => void; now: () => Date },
): SmsSetup {
  if (config.SMS_PROVIDER === 'twilio') {
    const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_API_URL } = config;
    if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || !TWILIO_FROM) {
      throw new Error(
        'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
      );
    }
    const port = twilioSms({
      accountSid: TWILIO_ACCOUNT_SID,
      authToken: TWILIO_AUTH_TOKEN,
      from: TWILIO_FROM,
      apiUrl: TWILIO_API_URL,
      log: io.logError,
    });
    return { port, outbox: null };
  }
  const sms = consoleSms(io.log, io.now);
  return { port: sms.port, outbox: config.NODE_ENV === 'production' ? null : sms.outbox };
}
