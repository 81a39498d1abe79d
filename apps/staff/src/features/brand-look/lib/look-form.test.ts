import type { TBrandLook } from '@tableside/shared/contract/brand-look';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COLORS,
  isDirty,
  lookErrors,
  lookValuesOf,
  toLookBody,
  validColors,
} from './look-form';

const seeded: TBrandLook = {
  theme: null,
  stylesheetUrl: '/media/brand/brewroom.css',
  logo: null,
  primaryImage: { url: '/media/brand/brewroom-logo.svg', mediaKey: null },
  secondaryImage: { url: '/media/brand/brewroom-mark.svg', mediaKey: null },
  warnings: [],
  version: 3,
};
const key = 'b'.repeat(64);

describe('the brand look form', () => {
  it("starts a brand without a look from the guest app's defaults, not dirty", () => {
    const values = lookValuesOf(seeded);
    expect(values).toMatchObject({ ...DEFAULT_COLORS, fontKey: 'roboto-condensed' });
    expect(isDirty(values, seeded)).toBe(false);
  });

  it('sends colours in lower case and leaves unchanged pictures out of the body', () => {
    const values = { ...lookValuesOf(seeded), primaryColor: '#0F766E', fontKey: 'inter' as const };
    expect(isDirty(values, seeded)).toBe(true);
    const body = toLookBody(values, seeded);
    expect(body).toMatchObject({ primaryColor: '#0f766e', fontKey: 'inter', version: 3 });
    expect(body.primaryImageKey).toBeUndefined();
    expect(body.secondaryImageKey).toBeUndefined();
    expect(body.logoMediaKey).toBeNull();
  });

  it('sends a new upload by its key and a removed picture as null', () => {
    const values = {
      ...lookValuesOf(seeded),
      logo: { url: `/media/i/${key}-960.jpg`, mediaKey: key },
      primaryImage: { url: `/media/i/${key}-960.jpg`, mediaKey: key },
      secondaryImage: null,
    };
    const body = toLookBody(values, seeded);
    expect(body).toMatchObject({
      logoMediaKey: key,
      primaryImageKey: key,
      secondaryImageKey: null,
    });
  });

  it('names a half-typed colour and keeps the last valid one for the preview', () => {
    const values = { ...lookValuesOf(seeded), textColor: '#12' };
    expect(lookErrors(values)).toEqual({ textColor: 'Enter a colour as # and 6 hex digits' });
    expect(validColors(values, lookValuesOf(seeded)).textColor).toBe(DEFAULT_COLORS.textColor);
  });

  it('does not count a case change as an edit', () => {
    const saved = {
      ...seeded,
      theme: { ...DEFAULT_COLORS, fontKey: 'lora' as const, logoMediaKey: null },
    };
    const values = { ...lookValuesOf(saved), textColor: DEFAULT_COLORS.textColor.toUpperCase() };
    expect(isDirty(values, saved)).toBe(false);
  });
});
