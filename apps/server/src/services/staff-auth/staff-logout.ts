import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staffSessions } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';

/** Revokes the session so its token stops working even if the cookie was copied. */
export async function staffLogout(
  deps: { db: Database; clock: Clock },
  sessionId: number,
): Promise<void> {
  await deps.db
    .update(staffSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}
