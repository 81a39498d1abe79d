import type { TBrandTerms } from '@tableside/shared/contract/public';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, brands } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { assertTenant } from '../../lib/tenant-guard';

/**
 * The /terms pages' text, per brand (spec section 6: the wording differs between tenants). A
 * branch with its own terms (back office, issue 14) shows those; NULL follows the brand's.
 */
export async function getBrandTerms(
  deps: { db: Database },
  input: { brandId: number; branchId?: number; claimedTenantId: number | null },
): Promise<TBrandTerms> {
  const [brand] = await deps.db
    .select({ termsText: brands.termsText, serviceChargeText: brands.serviceChargeText })
    .from(brands)
    .where(eq(brands.id, input.brandId));
  if (!brand) throw notFound('Tenant');
  assertTenant(input.claimedTenantId, input.brandId);
  if (input.branchId === undefined) return brand;
  const [branch] = await deps.db
    .select({ termsText: branches.termsText })
    .from(branches)
    .where(and(eq(branches.id, input.branchId), eq(branches.tenantId, input.brandId)));
  // Another brand's branch is unknown here, as everywhere.
  if (!branch) throw notFound('Branch');
  return { ...brand, termsText: branch.termsText ?? brand.termsText };
}
