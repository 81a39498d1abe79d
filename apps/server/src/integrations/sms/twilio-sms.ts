import { type SmsPort, SmsSendError } from './sms-port';

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** `https://api.twilio.com`, or any API that speaks Twilio's Messages resource. */
  apiUrl: string;
  /** Where provider failures are written (the guest only sees a generic retry message). */
  log: (line: string) => void;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** Reads Twilio's error body `{ code, message }`; other bodies are reported by status only. */
async function providerReason(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return `${response.status} ${body.message}`;
  }
  return String(response.status);
}

/** Sends through `POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json` (form-encoded, basic auth). */
export function twilioSms(options: TwilioSmsOptions): SmsPort {
  const url = `${options.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: to, From: options.from, Body: text }).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        options.log(`SMS to ${to} failed: provider unreachable (${reason})`);
        throw new SmsSendError(`SMS provider unreachable: ${reason}`);
      }
      if (!response.ok) {
        const reason = await providerReason(response);
        options.log(`SMS to ${to} failed: provider answered ${reason}`);
        throw new SmsSendError(`SMS provider answered ${reason}`);
      }
    },
  };
}
