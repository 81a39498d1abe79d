import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { setupTokens } from '../../db/schema/index';

/**
 * Deletes used and expired first-run setup tokens: the setup page answers the same 404 for
 * them as for a token that never existed, and the owner's creation is in the audit log.
 */
export async function purgeSpentSetupTokens(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(setupTokens)
    .where(or(isNotNull(setupTokens.usedAt), lt(setupTokens.expiresAt, now)))
    .returning({ id: setupTokens.id });
  return gone.length;
}
