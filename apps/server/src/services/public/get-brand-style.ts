import type { TBrandStyle } from '@tableside/shared/contract/public';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { assertTenant } from '../../lib/tenant-guard';

/** A brand without a complete style answers 404, so the app falls back to its defaults. */
export async function getBrandStyle(
  db: Database,
  brandId: number,
  claimedTenantId: number | null,
): Promise<TBrandStyle> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound('Brand');
  assertTenant(claimedTenantId, brand.id);
  const { stylesheetUrl, fontFamily, primaryImageUrl, secondaryImageUrl } = brand;
  if (!stylesheetUrl || !fontFamily || !primaryImageUrl || !secondaryImageUrl) {
    throw notFound('Brand style');
  }
  return {
    file: { url: stylesheetUrl },
    fontFamily,
    primaryImage: { url: primaryImageUrl },
    secondaryImage: { url: secondaryImageUrl },
  };
}
