import type { TBranchBody } from '@tableside/shared/contract/branch-admin';
import type { Transaction } from '../../db/client';
import { branches, branchSettings } from '../../db/schema/index';
import { linkOwnersToBranch } from '../staff-accounts/link-owners-to-branch';

type SettingsValues = Omit<
  typeof branchSettings.$inferInsert,
  'branchId' | 'tenantId' | 'timeZone'
>;

/**
 * A branch row, its settings row and its owners' access, inside the caller's transaction. The
 * short name must already be checked free.
 */
export async function insertBranch(
  tx: Transaction,
  tenantId: number,
  body: TBranchBody,
  settings: SettingsValues,
): Promise<number> {
  const [row] = await tx
    .insert(branches)
    .values({
      tenantId,
      name: body.name,
      displayName: body.displayName,
      shortName: body.shortName,
      address: body.address,
      currency: body.currency,
      country: body.country,
      termsText: body.termsText,
    })
    .returning({ id: branches.id });
  if (!row) throw new Error('branch insert returned no row');
  await tx
    .insert(branchSettings)
    .values({ ...settings, branchId: row.id, tenantId, timeZone: body.timeZone });
  await linkOwnersToBranch(tx, tenantId, row.id);
  return row.id;
}
