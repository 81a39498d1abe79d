import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { staffUsers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export const LAST_OWNER_MESSAGE = 'The last owner cannot be removed or demoted';

/**
 * Refuses to take away the brand's last active owner (nobody could manage staff, payments or
 * SMS again). Call it after lockStaffAccount, whose brand lock keeps two owners demoting each
 * other at once from both succeeding.
 */
export async function assertAnotherActiveOwner(
  tx: Transaction,
  tenantId: number,
  leavingOwnerId: number,
): Promise<void> {
  const others = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.tenantId, tenantId),
        eq(staffUsers.role, 'OWNER'),
        eq(staffUsers.active, true),
        ne(staffUsers.id, leavingOwnerId),
      ),
    );
  if (others.length === 0) throw new AppError('CONFLICT', LAST_OWNER_MESSAGE);
}
