import { z } from 'zod';
import { OTP_LENGTH } from '../domain/constants';
import { digitsCode, ZPhoneNo, ZTimestamp } from './common';

// The dev SMS outbox: `GET /v1/dev/sms-outbox?phoneNo=` (only when NODE_ENV is not production),
// so tests and demos can read the OTP the console SMS adapter "sent".

/**
 * A raw '+' in a query string decodes to a space, so `?phoneNo=+9198...` arrives as
 * ' 9198...'; a leading space is read back as '+' so the unencoded form works too.
 */
export const ZSmsOutboxQuery = z.object({
  phoneNo: z
    .preprocess((value) => (typeof value === 'string' ? value.replace(/^ /, '+') : value), ZPhoneNo)
    .optional(),
});
export type TSmsOutboxQuery = z.infer<typeof ZSmsOutboxQuery>;

export const ZSmsOutboxEntry = z.object({
  phoneNo: ZPhoneNo,
  text: z.string(),
  otp: digitsCode(OTP_LENGTH),
  sentAt: ZTimestamp,
});
export type TSmsOutboxEntry = z.infer<typeof ZSmsOutboxEntry>;

/** Newest first; every entry when `phoneNo` is absent. */
export const ZSmsOutboxResponse = z.array(ZSmsOutboxEntry);
export type TSmsOutboxResponse = z.infer<typeof ZSmsOutboxResponse>;

/**
 * Every message the console adapter sent, codes or not (a receipt link has none), newest
 * first: `GET /v1/dev/sms-messages?phoneNo=` (ZSmsOutboxQuery; not in production).
 */
export const DEV_SMS_MESSAGES_PATH = '/v1/dev/sms-messages';

export const ZSmsMessage = ZSmsOutboxEntry.extend({ otp: digitsCode(OTP_LENGTH).nullable() });
export type TSmsMessage = z.infer<typeof ZSmsMessage>;
export const ZSmsMessagesResponse = z.array(ZSmsMessage);
export type TSmsMessagesResponse = z.infer<typeof ZSmsMessagesResponse>;
