// The fonts a brand look may choose: the short list the guest app ships from its own assets
// (@fontsource, latin 400 and 700), so a choice never reaches a third-party font host.

export const BRAND_FONT_KEYS = ['roboto-condensed', 'inter', 'poppins', 'lora', 'nunito'] as const;
export type BrandFontKey = (typeof BRAND_FONT_KEYS)[number];

export interface BrandFont {
  key: BrandFontKey;
  label: string;
  /** The family name of the font's @font-face rules (as @fontsource declares it). */
  cssFamily: string;
  /** What the browser shows until, or instead of, the web font: of the same build. */
  fallback: string;
}

export const BRAND_FONTS: readonly BrandFont[] = [
  {
    key: 'roboto-condensed',
    label: 'Roboto Condensed',
    cssFamily: 'Roboto Condensed',
    fallback: '"Arial Narrow", system-ui, sans-serif',
  },
  { key: 'inter', label: 'Inter', cssFamily: 'Inter', fallback: 'system-ui, sans-serif' },
  {
    key: 'poppins',
    label: 'Poppins',
    cssFamily: 'Poppins',
    fallback: '"Segoe UI", system-ui, sans-serif',
  },
  { key: 'lora', label: 'Lora', cssFamily: 'Lora', fallback: 'Georgia, "Times New Roman", serif' },
  {
    key: 'nunito',
    label: 'Nunito',
    cssFamily: 'Nunito',
    fallback: '"Segoe UI", system-ui, sans-serif',
  },
];

/** Today's look, and the look of a brand without one. */
export const DEFAULT_BRAND_FONT: BrandFontKey = 'roboto-condensed';

export const isBrandFontKey = (value: string): value is BrandFontKey =>
  (BRAND_FONT_KEYS as readonly string[]).includes(value);

export function brandFont(key: string): BrandFont {
  const found = BRAND_FONTS.find((font) => font.key === key);
  if (!found) throw new Error(`unknown brand font: ${key}`);
  return found;
}

/** A CSS font-family value: the web font first, then its fallback. */
export const fontStack = (font: BrandFont): string => `"${font.cssFamily}", ${font.fallback}`;

/** The shipped font a font-family value starts with ('"Inter", sans-serif' -> inter), if any. */
export function brandFontOfFamily(family: string): BrandFont | null {
  const first = family
    .split(',')[0]
    ?.trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  return BRAND_FONTS.find((font) => font.cssFamily.toLowerCase() === first) ?? null;
}
