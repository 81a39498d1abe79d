import { z } from 'zod';
import { PAYMENT_PROVIDERS, SMS_PROVIDERS } from '../domain/enums';
import { text, textChecks, ZPhoneNo } from './common';

// A brand's payment gateway and SMS provider, set by its owner in the staff console. Saved
// secrets never come back: only their last 4 characters, as `secretHints`.

/** Where the answered settings come from: the brand's own, or the server's environment default. */
export const SETTINGS_SOURCES = ['saved', 'environment'] as const;

const secret = text().trim().min(1, 'must not be empty').max(255, 'is too long');
/** Optional in a save: an omitted secret keeps the one saved for the same provider. */
const optionalSecret = secret.optional();

/** The version the editor read (0 when nothing was saved yet): a stale one gets 409. */
const ZVersion = z.number().int().min(0);

export const ZPaymentSettings = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Settings that are not secret: Razorpay's `keyId`; nothing for Stripe. */
  publicConfig: z.record(z.string(), z.string()),
  /** Last 4 characters of each saved secret by name, e.g. `{ secretKey: '…abcd' }`. */
  secretHints: z.record(z.string(), z.string()),
  source: z.enum(SETTINGS_SOURCES),
  version: ZVersion,
  /** The URL to register at the provider for its webhooks; null for the simulated gateway. */
  webhookUrl: z.string().nullable(),
});
export type TPaymentSettings = z.infer<typeof ZPaymentSettings>;

/** Keys by provider: stripe `secretKey`, `webhookSecret`; razorpay `keyId`, `keySecret`, `webhookSecret`. */
export const ZPaymentKeys = z.object({
  secretKey: optionalSecret,
  webhookSecret: optionalSecret,
  keyId: optionalSecret,
  keySecret: optionalSecret,
});
export type TPaymentKeys = z.infer<typeof ZPaymentKeys>;

export const ZPaymentSettingsBody = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  keys: ZPaymentKeys.default({}),
  version: ZVersion,
});
export type TPaymentSettingsBody = z.infer<typeof ZPaymentSettingsBody>;

/**
 * Test the submitted settings (omitted secrets: the saved ones); without `provider`, the
 * brand's current gateway.
 */
export const ZPaymentSettingsTestBody = z.object({
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  keys: ZPaymentKeys.default({}),
});
export type TPaymentSettingsTestBody = z.infer<typeof ZPaymentSettingsTestBody>;

export const ZSmsSettings = z.object({
  provider: z.enum(SMS_PROVIDERS),
  /** Twilio: `accountSid`, `from` and, when not Twilio's own, `apiUrl`. */
  publicConfig: z.record(z.string(), z.string()),
  /** `{ authToken: '…wxyz' }` once saved. */
  secretHints: z.record(z.string(), z.string()),
  source: z.enum(SETTINGS_SOURCES),
  version: ZVersion,
});
export type TSmsSettings = z.infer<typeof ZSmsSettings>;

export const ZSmsKeys = z.object({
  accountSid: optionalSecret,
  authToken: optionalSecret,
  /** A +number, an alphanumeric sender id or a Messaging Service SID. */
  from: optionalSecret,
  /** A Twilio-compatible API's base URL; omitted: Twilio's. */
  apiUrl: z
    .url({ protocol: /^https?$/ })
    .check(...textChecks())
    .optional(),
});
export type TSmsKeys = z.infer<typeof ZSmsKeys>;

export const ZSmsSettingsBody = z.object({
  provider: z.enum(SMS_PROVIDERS),
  keys: ZSmsKeys.default({}),
  version: ZVersion,
});
export type TSmsSettingsBody = z.infer<typeof ZSmsSettingsBody>;

/** Sends 'Tableside test message from <brand>' through the brand's saved SMS settings. */
export const ZSmsTestBody = z.object({ to: ZPhoneNo });
export type TSmsTestBody = z.infer<typeof ZSmsTestBody>;

/** A connection test that worked; a refused one is an error answer with the provider's reason. */
export const ZSettingsTestResult = z.object({ ok: z.literal(true) });
export type TSettingsTestResult = z.infer<typeof ZSettingsTestResult>;
