// Use case: the guest app loads a themed brand's stylesheet: its design tokens on :root,
// made from the saved look (shared/domain/brand-tokens.ts, the same values the back office's
// preview paints with). Public, like the brand style call that names it.
import type { TBrandTheme } from '@tableside/shared/contract/brand-look';
import { brandTokens, brandTokensCss } from '@tableside/shared/domain/brand-tokens';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

export interface ThemeCss {
  css: string;
  version: number;
}

export async function getThemeCss(db: Database, tenantId: number): Promise<ThemeCss> {
  const [brand] = await db
    .select({ theme: brands.theme, version: brands.version })
    .from(brands)
    .where(eq(brands.id, tenantId));
  const theme = (brand?.theme as TBrandTheme | null | undefined) ?? null;
  if (!brand || !theme) throw notFound('Brand theme');
  const css = `/* Brand look, version ${brand.version} */\n${brandTokensCss(brandTokens(theme))}`;
  return { css, version: brand.version };
}
