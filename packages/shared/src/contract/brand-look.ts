import { z } from 'zod';
import { BRAND_FONT_KEYS } from '../domain/brand-fonts';
import { ZEntityId, ZId, ZUrl } from './common';

// The brand look (issue 14 item 5): the owner's colours, font and images, and the theme
// stylesheet the guest app loads through the spec's brand style call (docs/decisions/0001).

/** '#RRGGBB' or '#rrggbb' in; stored and answered in lower case. */
export const ZBrandColor = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'must be a colour as #rrggbb');
/** Answers carry the stored form only (a response schema cannot transform). */
const ZStoredColor = z.string().regex(/^#[0-9a-f]{6}$/);

/** The key of an uploaded picture (ZMediaUpload's imageKey). */
export const ZMediaKey = z.string().regex(/^[0-9a-f]{64}$/, 'must be an uploaded image key');

export const ZBrandFontKey = z.enum(BRAND_FONT_KEYS);

/** brands.theme as stored; the QR sheet reads primaryColor and logoMediaKey. */
export const ZBrandTheme = z.object({
  primaryColor: ZStoredColor,
  secondaryColor: ZStoredColor,
  textColor: ZStoredColor,
  backgroundColor: ZStoredColor,
  fontKey: ZBrandFontKey,
  logoMediaKey: z.string().nullable(),
});
export type TBrandTheme = z.infer<typeof ZBrandTheme>;

/** A pair of colours below WCAG AA: the save is kept, the owner decides (brand-contrast.ts). */
export const ZContrastWarning = z.object({
  field: z.enum(['primaryColor', 'secondaryColor', 'textColor', 'backgroundColor']),
  against: z.enum(['primaryColor', 'secondaryColor', 'textColor', 'backgroundColor']),
  ratio: z.number(),
  minimum: z.number(),
  message: z.string(),
  /** The nearest colour of the same hue that passes, for `field`. */
  suggestion: ZStoredColor.nullable(),
});
export type TContrastWarning = z.infer<typeof ZContrastWarning>;

/** A picture of the look: where it is served, and its upload key when it was uploaded. */
export const ZBrandImage = z.object({ url: ZUrl, mediaKey: z.string().nullable() });
export type TBrandImage = z.infer<typeof ZBrandImage>;

export const ZBrandLook = z.object({
  /** Null until the owner saves a look: the guest app then keeps the brand's stylesheet. */
  theme: ZBrandTheme.nullable(),
  /** The brand's own stylesheet, used while there is no theme (a seeded brand's CSS file). */
  stylesheetUrl: z.string().nullable(),
  logo: ZBrandImage.nullable(),
  /** The guest header's logo (the style call's primaryImage). */
  primaryImage: ZBrandImage.nullable(),
  /** The square mark: browser tab, home-screen icon, header fallback (secondaryImage). */
  secondaryImage: ZBrandImage.nullable(),
  warnings: z.array(ZContrastWarning),
  version: ZEntityId,
});
export type TBrandLook = z.infer<typeof ZBrandLook>;

/**
 * A save of the whole look. Images: a key (from the media upload) sets one, null removes it;
 * an image left out of the body stays as it is (a seeded brand's logo is no upload).
 */
export const ZBrandLookBody = z.object({
  primaryColor: ZBrandColor,
  secondaryColor: ZBrandColor,
  textColor: ZBrandColor,
  backgroundColor: ZBrandColor,
  fontKey: ZBrandFontKey,
  logoMediaKey: ZMediaKey.nullable(),
  primaryImageKey: ZMediaKey.nullable().optional(),
  secondaryImageKey: ZMediaKey.nullable().optional(),
  version: ZEntityId,
});
export type TBrandLookBody = z.infer<typeof ZBrandLookBody>;

export const BRAND_LOOK_CONFLICT_MESSAGE = 'Someone else changed the look meanwhile';

export const ZThemeCssParams = z.object({ tenantId: ZId });
/** `v` is the look's version: a new save is a new address, so an old one may be kept a year. */
export const ZThemeCssQuery = z.object({ v: ZId.optional() });

export const BRAND_LOOK_ROUTES = {
  /** GET -> ZBrandLook; PUT {ZBrandLookBody} -> ZBrandLook (editBrandLook, owner) */
  look: '/v1/staff/brand-look',
  /** GET ?ZThemeCssQuery -> text/css, the theme's design tokens (public, no X-Tenant) */
  themeCss: '/v1/public/brands/:tenantId/theme.css',
  /** GET ?ZThemeCssQuery -> image/svg+xml, the initials of a themed brand without pictures */
  monogram: '/v1/public/brands/:tenantId/monogram.svg',
} as const;

export const themeCssPath = (tenantId: number, version: number) =>
  `/v1/public/brands/${tenantId}/theme.css?v=${version}`;

export const monogramPath = (tenantId: number, version: number) =>
  `/v1/public/brands/${tenantId}/monogram.svg?v=${version}`;
