// A brands row as the back office's brand look answer (ZBrandLook).
import type { TBrandLook, TBrandTheme } from '@tableside/shared/contract/brand-look';
import {
  brandContrastChecks,
  contrastWarningMessage,
} from '@tableside/shared/domain/brand-contrast';
import type { Database } from '../../db/client';
import type { brands } from '../../db/schema/index';
import { MEDIA_URL_PREFIX } from '../../integrations/media/media-urls';
import { IMAGE_WIDTH, uploadedImageUrls } from './brand-images';

type BrandRow = typeof brands.$inferSelect;

/** The upload key inside a stored media URL (/media/i/<hash>-<width>.<ext>), if it is one. */
function mediaKeyOf(url: string): string | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  return /^([0-9a-f]{64})/.exec(url.slice(MEDIA_URL_PREFIX.length))?.[1] ?? null;
}

const imageOf = (url: string | null) => (url ? { url, mediaKey: mediaKeyOf(url) } : null);

export function contrastWarnings(theme: TBrandTheme | null): TBrandLook['warnings'] {
  if (!theme) return [];
  return brandContrastChecks(theme)
    .filter((check) => !check.passes)
    .map((check) => ({
      field: check.field,
      against: check.against,
      ratio: check.ratio,
      minimum: check.minimum,
      message: contrastWarningMessage(check),
      suggestion: check.suggestion,
    }));
}

export async function brandLookOf(db: Database, brand: BrandRow): Promise<TBrandLook> {
  const theme = (brand.theme as TBrandTheme | null) ?? null;
  const logoKey = theme?.logoMediaKey ?? null;
  const urls = await uploadedImageUrls(db, brand.id, logoKey ? [logoKey] : []);
  const logoUrl = logoKey ? (urls.get(logoKey)?.(IMAGE_WIDTH.logo) ?? null) : null;
  return {
    theme,
    stylesheetUrl: brand.stylesheetUrl,
    logo: logoUrl && logoKey ? { url: logoUrl, mediaKey: logoKey } : null,
    primaryImage: imageOf(brand.primaryImageUrl),
    secondaryImage: imageOf(brand.secondaryImageUrl),
    warnings: contrastWarnings(theme),
    version: brand.version,
  };
}
