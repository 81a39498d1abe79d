import { isApiError } from './api-error';

/** Retries left for a failure that may pass on its own (network, timeout, server 5xx). */
const TRANSIENT_RETRIES = 2;

/**
 * A 4xx answer or a body the contract rejects will be the same next time, so only transient
 * failures are retried (and the loader is not held for a doomed retry). The query client and
 * the boot lookups (lib/lookup) both follow it.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= TRANSIENT_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR') return true;
  return error.kind === 'HTTP_ERROR' && error.status !== null && error.status >= 500;
}

/** TanStack Query's default pause before retry number `failureCount + 1`: 1 s, 2 s, 4 s... */
export const retryDelayMs = (failureCount: number): number =>
  Math.min(1000 * 2 ** failureCount, 30_000);
