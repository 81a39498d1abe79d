const UNIQUE_VIOLATION = '23505';

/** Whether a database error (or one Drizzle wrapped around it) is a unique-index violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ('code' in e && e.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
