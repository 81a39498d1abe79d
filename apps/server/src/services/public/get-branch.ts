import type { TBranchPublic } from '@tableside/shared/contract/public';
import { moneyLocale } from '@tableside/shared/domain/money';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, brands } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { assertTenant } from '../../lib/tenant-guard';

export async function getBranchPublic(
  db: Database,
  id: number,
  claimedTenantId: number | null,
): Promise<TBranchPublic> {
  const [row] = await db
    .select({ branch: branches, brand: { currency: brands.currency, country: brands.country } })
    .from(branches)
    .innerJoin(brands, eq(brands.id, branches.tenantId))
    .where(eq(branches.id, id));
  // An archived branch is closed to guests (its old stickers lead nowhere).
  if (!row || row.branch.archivedAt !== null) throw notFound('Branch');
  const { branch, brand } = row;
  assertTenant(claimedTenantId, branch.tenantId);
  return {
    id: branch.id,
    branchId: branch.id,
    branchName: branch.name,
    shortName: branch.shortName,
    displayName: branch.displayName,
    // A branch without its own currency or country bills and writes amounts as its brand does.
    currency: branch.currency ?? brand.currency,
    locale: moneyLocale(branch.country ?? brand.country),
  };
}
