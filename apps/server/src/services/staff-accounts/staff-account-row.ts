import type { TStaffAccount } from '@tableside/shared/contract/staff-accounts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { brands, staffUserBranches, staffUsers } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

export const STALE_ACCOUNT_MESSAGE =
  'Someone else changed this staff member. Reload to see their changes, then try again';

/** The accounts of `ids` (all of the tenant when null) as the Staff page shows them. */
export async function readStaffAccounts(
  db: Database | Transaction,
  tenantId: number,
  ids: number[] | null,
): Promise<TStaffAccount[]> {
  const scope = ids ? inArray(staffUsers.id, ids) : undefined;
  const users = await db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.tenantId, tenantId), scope))
    .orderBy(asc(staffUsers.username));
  const links = await db
    .select({ staffUserId: staffUserBranches.staffUserId, branchId: staffUserBranches.branchId })
    .from(staffUserBranches)
    .where(
      and(
        eq(staffUserBranches.tenantId, tenantId),
        ids ? inArray(staffUserBranches.staffUserId, ids) : undefined,
      ),
    )
    .orderBy(asc(staffUserBranches.branchId));
  return users.map((u) => ({
    id: u.id,
    username: u.username,
    displayName: u.displayName,
    role: u.role,
    active: u.active,
    branchIds: links.filter((l) => l.staffUserId === u.id).map((l) => l.branchId),
    hasPin: u.pinHash !== null,
    version: u.version,
  }));
}

/**
 * One account of the tenant for an edit; another tenant's user is 404 as if it did not exist.
 * Takes the brand's staff lock first: edits of a brand's accounts run one at a time, so the
 * version check and the last-owner check see no half-done edit. (NO KEY UPDATE does not block
 * the brand's other writes, whose foreign keys only take KEY SHARE.)
 */
export async function lockStaffAccount(
  tx: Transaction,
  tenantId: number,
  staffUserId: number,
): Promise<TStaffAccount> {
  await tx
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.id, tenantId))
    .for('no key update');
  const [row] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.id, staffUserId), eq(staffUsers.tenantId, tenantId)));
  const [account] = row ? await readStaffAccounts(tx, tenantId, [row.id]) : [];
  if (!account) throw notFound('Staff member');
  return account;
}
