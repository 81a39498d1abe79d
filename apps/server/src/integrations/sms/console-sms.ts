import type { SmsPort } from './sms-port';

export interface OutboxEntry {
  phoneNo: string;
  text: string;
  otp: string | null;
  sentAt: string;
}

const OUTBOX_LIMIT = 500;

/**
 * The default SMS adapter: needs no account. Messages go to the log and to an in-memory outbox
 * that the dev route reads (newest first), so a tester or an e2e test can read the OTP.
 */
export function consoleSms(log: (line: string) => void, now: () => Date) {
  const outbox: OutboxEntry[] = [];
  const port: SmsPort = {
    async send({ to, text, otp }) {
      log(`SMS to ${to}: ${text}`);
      outbox.unshift({ phoneNo: to, text, otp: otp ?? null, sentAt: now().toISOString() });
      outbox.length = Math.min(outbox.length, OUTBOX_LIMIT);
    },
  };
  return {
    port,
    outbox: (phoneNo?: string) => outbox.filter((m) => !phoneNo || m.phoneNo === phoneNo),
  };
}
