import type { TStaffAccountsResponse } from '@tableside/shared/contract/staff-accounts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches } from '../../db/schema/index';
import type { StaffUserContext } from '../../http/staff-auth';
import { readStaffAccounts } from './staff-account-row';

/**
 * The Staff page: for an owner every account and branch of the brand; for a manager the
 * people who work at one of his branches (whom he may change: domain/staff-management.ts)
 * and only his branches to give.
 */
export async function listStaffAccounts(
  db: Database,
  actor: StaffUserContext,
): Promise<TStaffAccountsResponse> {
  const { tenantId } = actor;
  const everyone = await readStaffAccounts(db, tenantId, null);
  const owner = actor.role === 'OWNER';
  const accounts = owner
    ? everyone
    : everyone.filter((a) => a.branchIds.some((id) => actor.branchIds.includes(id)));
  const brandBranches = await db
    .select({ id: branches.id, name: branches.name, displayName: branches.displayName })
    .from(branches)
    .where(
      and(
        eq(branches.tenantId, tenantId),
        owner ? undefined : inArray(branches.id, actor.branchIds),
      ),
    )
    .orderBy(asc(branches.name), asc(branches.id));
  return { accounts, branches: brandBranches };
}
