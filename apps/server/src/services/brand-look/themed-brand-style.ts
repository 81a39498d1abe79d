// The spec's brand style call for a brand with a saved look: the same wire shape, but the file
// is the server's theme stylesheet (immutable per version) and the font one the app ships.
import {
  monogramPath,
  type TBrandTheme,
  themeCssPath,
} from '@tableside/shared/contract/brand-look';
import type { TBrandStyle } from '@tableside/shared/contract/public';
import { brandFont, fontStack } from '@tableside/shared/domain/brand-fonts';
import type { Database } from '../../db/client';
import type { brands } from '../../db/schema/index';
import { IMAGE_WIDTH, uploadedImageUrls } from './brand-images';

export async function themedBrandStyle(
  db: Database,
  brand: typeof brands.$inferSelect,
  theme: TBrandTheme,
): Promise<TBrandStyle> {
  const logoKey = theme.logoMediaKey;
  const needsLogo = logoKey && !(brand.primaryImageUrl && brand.secondaryImageUrl);
  const urls = needsLogo ? await uploadedImageUrls(db, brand.id, [logoKey]) : new Map();
  const logo: string | null = (logoKey && urls.get(logoKey)?.(IMAGE_WIDTH.logo)) ?? null;
  // Either picture stands in for a missing one, so the header and the icon show the brand; a
  // look with no picture at all shows the brand's initials on its colour.
  const initials = monogramPath(brand.id, brand.version);
  const primary = brand.primaryImageUrl ?? logo ?? brand.secondaryImageUrl ?? initials;
  const secondary = brand.secondaryImageUrl ?? logo ?? brand.primaryImageUrl ?? initials;
  return {
    file: { url: themeCssPath(brand.id, brand.version) },
    fontFamily: fontStack(brandFont(theme.fontKey)),
    primaryImage: { url: primary },
    secondaryImage: { url: secondary },
  };
}
