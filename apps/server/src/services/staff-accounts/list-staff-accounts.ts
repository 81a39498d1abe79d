import type { TStaffAccountsResponse } from '@tableside/shared/contract/staff-accounts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches } from '../../db/schema/index';
import { readStaffAccounts } from './staff-account-row';

/** The brand's staff accounts and the branches they can be assigned to (the Staff page). */
export async function listStaffAccounts(
  db: Database,
  tenantId: number,
): Promise<TStaffAccountsResponse> {
  const accounts = await readStaffAccounts(db, tenantId, null);
  const brandBranches = await db
    .select({ id: branches.id, name: branches.name, displayName: branches.displayName })
    .from(branches)
    .where(eq(branches.tenantId, tenantId))
    .orderBy(asc(branches.name), asc(branches.id));
  return { accounts, branches: brandBranches };
}
