import { and, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { staffUsers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';

export const LAST_OWNER_MESSAGE = 'The last owner cannot be removed or demoted';

interface OwnerState {
  role: string;
  active: boolean;
}

/**
 * Refuses to take away the brand's last active owner (nobody could manage branches, payments
 * or SMS again, nor give the role back): every path that changes an account's role or active
 * flag calls it with the account before and after. Call it after lockStaffAccount, whose
 * brand lock keeps two owners demoting each other at once from both succeeding.
 */
export async function assertOwnerRemains(
  tx: Transaction,
  tenantId: number,
  account: { id: number; before: OwnerState; after: OwnerState },
): Promise<void> {
  const { before, after } = account;
  const leaves =
    before.role === 'OWNER' && before.active && (after.role !== 'OWNER' || !after.active);
  if (!leaves) return;
  const others = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.tenantId, tenantId),
        eq(staffUsers.role, 'OWNER'),
        eq(staffUsers.active, true),
        ne(staffUsers.id, account.id),
      ),
    );
  if (others.length === 0) throw new AppError('CONFLICT', LAST_OWNER_MESSAGE);
}
