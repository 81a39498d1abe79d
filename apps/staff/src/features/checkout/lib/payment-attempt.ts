import type { TStaffPaymentBody } from '@tableside/shared/contract/staff';
import { ApiError } from '../../../lib/api';

/** One submission of the payment form and the Idempotency-Key it is sent with. */
export interface PaymentAttempt {
  key: string;
  body: string;
}

/**
 * The attempt a submission belongs to: a retry of the same payment (same method and amount)
 * after an unanswered try keeps its key, so a payment the server did record is not taken
 * twice; anything else is a new attempt with a new key.
 */
export function attemptFor(
  previous: PaymentAttempt | null,
  body: TStaffPaymentBody,
  newKey: () => string,
): PaymentAttempt {
  const fingerprint = JSON.stringify([body.method, body.amount]);
  return previous?.body === fingerprint ? previous : { key: newKey(), body: fingerprint };
}

/**
 * Whether a failed try may still have been recorded (no answer, or the server failed while
 * answering): its retry must reuse the key. A 4xx answer means nothing was recorded.
 */
export const mayHaveBeenRecorded = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
