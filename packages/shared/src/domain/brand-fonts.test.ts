import { describe, expect, it } from 'vitest';
import {
  BRAND_FONTS,
  brandFont,
  brandFontOfFamily,
  DEFAULT_BRAND_FONT,
  fontStack,
  isBrandFontKey,
} from './brand-fonts';

describe('brand fonts', () => {
  it('lists the five shipped fonts, Roboto Condensed (today) first', () => {
    expect(BRAND_FONTS.map((f) => f.key)).toEqual([
      'roboto-condensed',
      'inter',
      'poppins',
      'lora',
      'nunito',
    ]);
    expect(DEFAULT_BRAND_FONT).toBe('roboto-condensed');
  });

  it('builds a font-family value with the fallback of the same build', () => {
    expect(fontStack(brandFont('lora'))).toBe('"Lora", Georgia, "Times New Roman", serif');
  });

  it('knows only the listed keys', () => {
    expect(isBrandFontKey('inter')).toBe(true);
    expect(isBrandFontKey('comic-sans')).toBe(false);
    expect(() => brandFont('comic-sans')).toThrow();
  });

  it.each([
    ['"Inter", system-ui, sans-serif', 'inter'],
    ["'Nunito', sans-serif", 'nunito'],
    ['Roboto Condensed', 'roboto-condensed'],
    ['"Segoe UI", sans-serif', null],
  ])('finds the shipped font of %j', (family, key) => {
    expect(brandFontOfFamily(family)?.key ?? null).toBe(key);
  });
});
