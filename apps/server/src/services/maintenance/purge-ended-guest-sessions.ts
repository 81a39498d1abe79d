import { isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guestSessions } from '../../db/schema/index';

/**
 * Deletes expired and revoked guest sessions: the cookie lookup treats them as absent anyway,
 * and nothing else refers to them (orders keep their customers in order_customers).
 */
export async function purgeEndedGuestSessions(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(guestSessions)
    .where(or(lt(guestSessions.expiresAt, now), isNotNull(guestSessions.revokedAt)))
    .returning({ id: guestSessions.id });
  return gone.length;
}
