import type {
  TBrandImage,
  TBrandLook,
  TBrandLookBody,
} from '@tableside/shared/contract/brand-look';
import type { BrandColorField } from '@tableside/shared/domain/brand-contrast';
import {
  type BrandFontKey,
  DEFAULT_BRAND_FONT,
  isBrandFontKey,
} from '@tableside/shared/domain/brand-fonts';
import { isHexColor } from '@tableside/shared/domain/contrast';

export const COLOR_FIELDS: readonly BrandColorField[] = [
  'primaryColor',
  'secondaryColor',
  'textColor',
  'backgroundColor',
];

export type ImageField = 'logo' | 'primaryImage' | 'secondaryImage';

export interface LookValues extends Record<BrandColorField, string> {
  fontKey: BrandFontKey;
  logo: TBrandImage | null;
  primaryImage: TBrandImage | null;
  secondaryImage: TBrandImage | null;
}

/** A brand without a saved look starts from the guest app's own defaults (its tokens.css). */
export const DEFAULT_COLORS: Record<BrandColorField, string> = {
  primaryColor: '#b5431c',
  secondaryColor: '#f2b84b',
  textColor: '#2a1b13',
  backgroundColor: '#fdf8f3',
};

export function lookValuesOf(look: TBrandLook): LookValues {
  const theme = look.theme;
  return {
    primaryColor: theme?.primaryColor ?? DEFAULT_COLORS.primaryColor,
    secondaryColor: theme?.secondaryColor ?? DEFAULT_COLORS.secondaryColor,
    textColor: theme?.textColor ?? DEFAULT_COLORS.textColor,
    backgroundColor: theme?.backgroundColor ?? DEFAULT_COLORS.backgroundColor,
    fontKey: theme && isBrandFontKey(theme.fontKey) ? theme.fontKey : DEFAULT_BRAND_FONT,
    logo: look.logo,
    primaryImage: look.primaryImage,
    secondaryImage: look.secondaryImage,
  };
}

/** A colour as typed, in the stored form ('#0F766E' -> '#0f766e'), or null while incomplete. */
export function normalisedColor(value: string): string | null {
  const lower = value.trim().toLowerCase();
  return isHexColor(lower) ? lower : null;
}

export function lookErrors(values: LookValues): Partial<Record<BrandColorField, string>> {
  const errors: Partial<Record<BrandColorField, string>> = {};
  for (const field of COLOR_FIELDS) {
    if (!normalisedColor(values[field])) errors[field] = 'Enter a colour as # and 6 hex digits';
  }
  return errors;
}

/** The colours the preview and the contrast checks use: the last valid ones while typing. */
export function validColors(values: LookValues, fallback: LookValues) {
  const pick = (field: BrandColorField) =>
    normalisedColor(values[field]) ?? normalisedColor(fallback[field]) ?? DEFAULT_COLORS[field];
  return {
    primaryColor: pick('primaryColor'),
    secondaryColor: pick('secondaryColor'),
    textColor: pick('textColor'),
    backgroundColor: pick('backgroundColor'),
    fontKey: values.fontKey,
  };
}

/** A picture goes in the body only when it changed: a seeded brand's own file is no upload. */
function imageChange(now: TBrandImage | null, before: TBrandImage | null) {
  if (now?.url === before?.url) return undefined;
  return now?.mediaKey ?? null;
}

export function toLookBody(values: LookValues, base: TBrandLook): TBrandLookBody {
  const before = lookValuesOf(base);
  const color = (field: BrandColorField) => normalisedColor(values[field]) ?? values[field];
  return {
    primaryColor: color('primaryColor'),
    secondaryColor: color('secondaryColor'),
    textColor: color('textColor'),
    backgroundColor: color('backgroundColor'),
    fontKey: values.fontKey,
    logoMediaKey: values.logo?.mediaKey ?? null,
    primaryImageKey: imageChange(values.primaryImage, before.primaryImage),
    secondaryImageKey: imageChange(values.secondaryImage, before.secondaryImage),
    version: base.version,
  };
}

/** Whether the form differs from the look it started from (a brand with no look: its defaults). */
export function isDirty(values: LookValues, base: TBrandLook): boolean {
  const initial = lookValuesOf(base);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return !same(
    { ...values, ...validColorsOnly(values) },
    { ...initial, ...validColorsOnly(initial) },
  );
}

const validColorsOnly = (values: LookValues) =>
  Object.fromEntries(COLOR_FIELDS.map((f) => [f, normalisedColor(values[f]) ?? values[f]]));
