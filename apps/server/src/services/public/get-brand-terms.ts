import type { TBrandTerms } from '@tableside/shared/contract/public';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { assertTenant } from '../../lib/tenant-guard';

/** The /terms pages' text, per brand (spec section 6: the wording differs between tenants). */
export async function getBrandTerms(
  deps: { db: Database },
  input: { brandId: number; claimedTenantId: number | null },
): Promise<TBrandTerms> {
  const [brand] = await deps.db
    .select({ termsText: brands.termsText, serviceChargeText: brands.serviceChargeText })
    .from(brands)
    .where(eq(brands.id, input.brandId));
  if (!brand) throw notFound('Tenant');
  assertTenant(input.claimedTenantId, input.brandId);
  return brand;
}
