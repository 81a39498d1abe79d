import type { TBranchSettings } from '@tableside/shared/contract/public';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, branchSettings } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { assertTenant } from '../../lib/tenant-guard';

/** Ordering hours of a branch (both branch-settings calls): `generalSettings[0]`. */
export async function getBranchSettings(
  deps: { db: Database },
  input: { branchId: number; claimedTenantId: number | null },
): Promise<TBranchSettings> {
  const [row] = await deps.db
    .select({
      tenantId: branches.tenantId,
      orderOpeningTime: branchSettings.openingTime,
      orderClosingTime: branchSettings.closingTime,
      timeZone: branchSettings.timeZone,
    })
    .from(branches)
    .innerJoin(branchSettings, eq(branchSettings.branchId, branches.id))
    .where(eq(branches.id, input.branchId));
  if (!row) throw notFound('Branch');
  assertTenant(input.claimedTenantId, row.tenantId);
  const { orderOpeningTime, orderClosingTime, timeZone } = row;
  return { generalSettings: [{ orderOpeningTime, orderClosingTime, timeZone }] };
}
