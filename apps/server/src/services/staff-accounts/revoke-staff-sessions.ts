import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { staffSessions } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';

/**
 * Ends a staff member's open sessions (deactivation, a new password), so a copied or
 * forgotten sign-in stops working at once. `keepSessionId` spares the caller's own session
 * when he changes his own password.
 */
export async function revokeStaffSessions(
  tx: Transaction,
  clock: Clock,
  staffUserId: number,
  keepSessionId?: number,
): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(staffSessions.staffUserId, staffUserId),
        isNull(staffSessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(staffSessions.id, keepSessionId),
      ),
    );
}
