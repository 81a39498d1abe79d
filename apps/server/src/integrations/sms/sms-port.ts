/** Sends a text message; adapters: console (log + dev outbox) and a Twilio-compatible HTTP API. */
export interface SmsPort {
  /** `tenantId`: the brand the message is for; its own saved provider sends it (brand-sms.ts). */
  send(message: { to: string; text: string; otp?: string; tenantId?: number }): Promise<void>;
}

/** The provider refused or could not be reached; the message carries the provider's reason. */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
}
