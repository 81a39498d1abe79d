import type { PaymentProvider } from '@tableside/shared/domain/enums';

/** A key field of a provider: typed blank means "keep the saved one" for a secret. */
export interface KeyField {
  name: string;
  label: string;
  secret: boolean;
  placeholder: string;
}

export const PAYMENT_FIELDS: Record<PaymentProvider, readonly KeyField[]> = {
  simulated: [],
  stripe: [
    { name: 'secretKey', label: 'Secret key', secret: true, placeholder: 'sk_live_… or rk_live_…' },
    {
      name: 'webhookSecret',
      label: 'Webhook signing secret',
      secret: true,
      placeholder: 'whsec_…',
    },
  ],
  razorpay: [
    { name: 'keyId', label: 'Key id', secret: false, placeholder: 'rzp_live_…' },
    { name: 'keySecret', label: 'Key secret', secret: true, placeholder: '' },
    { name: 'webhookSecret', label: 'Webhook secret', secret: true, placeholder: '' },
  ],
};

export const TWILIO_FIELDS: readonly KeyField[] = [
  { name: 'accountSid', label: 'Account SID', secret: false, placeholder: 'AC…' },
  { name: 'authToken', label: 'Auth token', secret: true, placeholder: '' },
  { name: 'from', label: 'Sender', secret: false, placeholder: '+15551234567 or a sender id' },
];

/**
 * What a save or a test sends: typed values trimmed; an empty secret is left out so the
 * server keeps the saved one; an empty public field keeps its saved value too.
 */
export function keysToSend(
  fields: readonly KeyField[],
  typed: Record<string, string>,
): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const field of fields) {
    const value = typed[field.name]?.trim();
    if (value) keys[field.name] = value;
  }
  return keys;
}

/** The note under a secret field: which key is saved, never the key. */
export function secretNote(
  hint: string | undefined,
  typed: string | undefined,
): string | undefined {
  if (!hint) return undefined;
  return typed?.trim() ? `Replaces the saved key ${hint}` : `Saved ${hint}; leave empty to keep it`;
}

/** A save refused because someone saved since this page read the settings (409). */
export const isStale = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
