// Drizzle wraps driver errors (DrizzleQueryError); the SQLSTATE sits on the cause.
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ('code' in e && typeof e.code === 'string') return e.code;
  }
  return undefined;
}
