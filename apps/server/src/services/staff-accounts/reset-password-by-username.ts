import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffUsers } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { setNewPassword } from './set-new-password';

/**
 * A new password by username, for `npm run owner -- reset-password` on the server's shell:
 * any role (whoever has the shell may already do anything). Null for an unknown username.
 */
export async function resetPasswordByUsername(
  deps: { db: Database; clock: Clock },
  username: string,
  password: string,
): Promise<{ role: string } | null> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(staffUsers).where(eq(staffUsers.username, username));
    if (!user) return null;
    await setNewPassword(tx, deps.clock, user, password, {
      tenantId: user.tenantId,
      staffUserId: null,
      source: 'cli',
    });
    return { role: user.role };
  });
}
