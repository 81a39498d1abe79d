import type { TBrandTheme } from '@tableside/shared/contract/brand-look';
import type { TBrandStyleAnswer } from '@tableside/shared/contract/public';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import { assertTenant } from '../../lib/tenant-guard';
import { themedBrandStyle } from '../brand-look/themed-brand-style';

/**
 * A brand with a saved look answers its theme stylesheet; one without keeps its own stylesheet,
 * and one without a complete style answers null, so the app falls back to its defaults.
 */
export async function getBrandStyle(
  db: Database,
  brandId: number,
  claimedTenantId: number | null,
): Promise<TBrandStyleAnswer> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) throw notFound('Brand');
  assertTenant(claimedTenantId, brand.id);
  const theme = brand.theme as TBrandTheme | null;
  if (theme) return themedBrandStyle(db, brand, theme);
  const { stylesheetUrl, fontFamily, primaryImageUrl, secondaryImageUrl } = brand;
  if (!stylesheetUrl || !fontFamily || !primaryImageUrl || !secondaryImageUrl) return null;
  return {
    file: { url: stylesheetUrl },
    fontFamily,
    primaryImage: { url: primaryImageUrl },
    secondaryImage: { url: secondaryImageUrl },
  };
}
