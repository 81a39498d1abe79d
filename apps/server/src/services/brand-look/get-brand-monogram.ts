// Use case: the guest app shows a themed brand that has no picture: its initials on its
// primary colour (shared/domain/brand-monogram.ts). Public, like the theme stylesheet.
import type { TBrandTheme } from '@tableside/shared/contract/brand-look';
import { brandMonogramSvg } from '@tableside/shared/domain/brand-monogram';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

export interface BrandMonogram {
  svg: string;
  version: number;
}

export async function getBrandMonogram(db: Database, tenantId: number): Promise<BrandMonogram> {
  const [brand] = await db
    .select({ name: brands.name, theme: brands.theme, version: brands.version })
    .from(brands)
    .where(eq(brands.id, tenantId));
  const theme = (brand?.theme as TBrandTheme | null | undefined) ?? null;
  if (!brand || !theme) throw notFound('Brand theme');
  return { svg: brandMonogramSvg(brand.name, theme.primaryColor), version: brand.version };
}
