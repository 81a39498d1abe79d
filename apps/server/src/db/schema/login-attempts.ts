// Failed sign-in and PIN attempts, counted in the database so every server process sees the
// same count (services/auth-attempts).
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enumCheck, timestampTz } from './columns';

/**
 * What is counted: a staff username, a client address at the staff sign-in, an order's
 * table PIN.
 */
export const AUTH_ATTEMPT_SCOPES = ['staff_account', 'staff_address', 'order_pin'] as const;
export type AuthAttemptScope = (typeof AUTH_ATTEMPT_SCOPES)[number];

export const authAttempts = pgTable(
  'auth_attempts',
  {
    scope: text('scope').$type<AuthAttemptScope>().notNull(),
    /** The lowercase username, the address, or the order id. */
    key: text('key').notNull(),
    failures: integer('failures').notNull().default(0),
    /** When the current counting window began (limits per time window). */
    windowStartedAt: timestampTz('window_started_at').notNull(),
    lastFailureAt: timestampTz('last_failure_at').notNull(),
    /** Refused until then; a staff account past its hard limit is refused without a date. */
    lockedUntil: timestampTz('locked_until'),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    enumCheck('auth_attempts_scope_ck', t.scope, AUTH_ATTEMPT_SCOPES),
    // The cleanup job finds idle rows by this.
    index('auth_attempts_last_failure_idx').on(t.lastFailureAt),
  ],
);
