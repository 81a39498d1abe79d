// pg-pool's words when no connection came free within DATABASE_CONNECT_TIMEOUT_MS.
const POOL_TIMEOUT = 'timeout exceeded when trying to connect';
// PostgreSQL's query_canceled: DATABASE_STATEMENT_TIMEOUT_MS ended the statement.
const QUERY_CANCELED = '57014';

/**
 * Whether `err` (or what it wraps: drizzle puts the driver's error in `cause`) says the
 * database could not take the request in time. That is a busy server, not a broken request:
 * worth a 503 the client may retry, not a 500.
 */
export function isDatabaseBusy(err: unknown): boolean {
  for (let cause = err, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (cause.message === POOL_TIMEOUT) return true;
    if ((cause as { code?: unknown }).code === QUERY_CANCELED) return true;
    cause = cause.cause;
  }
  return false;
}
