// A production database must hold no account anyone can sign in to with the published demo
// password: a database seeded in development and then put in production would otherwise keep
// `manager` / `demo1234` working on a live restaurant.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { staffUsers } from '../db/schema/index';
import { DEMO_PASSWORD, DEMO_STAFF } from '../db/seed/seed-demo';
import { verifyPassword } from '../lib/password';
import { ConfigError } from './env';

/** Active demo usernames whose password is still the demo password, in username order. */
export async function demoLoginsIn(db: Database): Promise<string[]> {
  const candidates = await db
    .select({ username: staffUsers.username, passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(
      and(
        inArray(
          staffUsers.username,
          DEMO_STAFF.map((s) => s.username),
        ),
        eq(staffUsers.active, true),
      ),
    )
    .orderBy(staffUsers.username);
  const open = await Promise.all(
    candidates.map(async (c) =>
      (await verifyPassword(DEMO_PASSWORD, c.passwordHash)) ? c.username : null,
    ),
  );
  return open.filter((u): u is string => u !== null);
}

/** Throws a ConfigError naming the demo logins that still work, with the fix. */
export async function refuseDemoLogins(db: Database): Promise<void> {
  const usernames = await demoLoginsIn(db);
  if (usernames.length === 0) return;
  const list = usernames.map((u) => `'${u}'`).join(', ');
  throw new ConfigError(
    [
      `Not safe for production: the demo users ${usernames.join(', ')} still sign in with the published demo password.`,
      'Start from an empty database, give each a new password',
      '  npm run owner -- reset-password --username <name> --password-stdin',
      'or deactivate them (PostgreSQL), then start again:',
      `  psql "$DATABASE_URL" -c "UPDATE staff_users SET active = false WHERE username IN (${list})"`,
    ].join('\n'),
  );
}
