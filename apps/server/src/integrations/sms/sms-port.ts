/** Sends a text message; adapters: console (log + dev outbox) and a Twilio-compatible HTTP API. */
export interface SmsPort {
  send(message: { to: string; text: string; otp?: string }): Promise<void>;
}

/** The provider refused or could not be reached; the message carries the provider's reason. */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
}
