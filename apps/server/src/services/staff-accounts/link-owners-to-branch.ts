import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { staffUserBranches, staffUsers } from '../../db/schema/index';

/**
 * An owner acts in every branch of his brand. That scope lives in staff_user_branches like
 * anyone else's (requireStaff reads only that table), so a new branch gets a row for every
 * owner of the brand. Call it in the transaction that creates the branch.
 */
export async function linkOwnersToBranch(
  tx: Transaction,
  tenantId: number,
  branchId: number,
): Promise<void> {
  const owners = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), eq(staffUsers.role, 'OWNER')));
  if (owners.length === 0) return;
  await tx
    .insert(staffUserBranches)
    .values(owners.map((o) => ({ staffUserId: o.id, branchId, tenantId })))
    .onConflictDoNothing();
}
