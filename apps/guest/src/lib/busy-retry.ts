/** Longest pause the app takes on a server's say-so before asking again. */
const MAX_BUSY_WAIT_MS = 5_000;

export interface SentRequest {
  method: string;
  headers: Record<string, string>;
}

/**
 * How long to wait before sending a request once more after a 503 that carries Retry-After
 * (the server was too busy to take it: nothing was done, docs/decisions/0026), or null when
 * it must not be sent again: only requests that are safe to repeat are, that is reads, PUT
 * and DELETE (they set a state), and writes that carry an Idempotency-Key (the server answers
 * a repeat with the first answer). Retry-After in seconds; an HTTP date is not sent by us.
 */
export function busyRetryDelayMs(
  status: number,
  retryAfter: string | null,
  sent: SentRequest,
): number | null {
  if (status !== 503 || retryAfter === null) return null;
  const seconds = Number(retryAfter.trim());
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  const repeatable =
    sent.method === 'GET' ||
    sent.method === 'PUT' ||
    sent.method === 'DELETE' ||
    Object.keys(sent.headers).some((name) => name.toLowerCase() === 'idempotency-key');
  return repeatable ? Math.min(seconds * 1000, MAX_BUSY_WAIT_MS) : null;
}
