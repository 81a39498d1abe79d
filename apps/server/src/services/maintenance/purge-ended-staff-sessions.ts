import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffSessions } from '../../db/schema/index';

/**
 * Deletes expired and revoked (signed-out, deactivated) staff sessions: the cookie lookup
 * treats them as absent anyway, and the audit log names the staff user, not the session.
 */
export async function purgeEndedStaffSessions(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), isNotNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return gone.length;
}
