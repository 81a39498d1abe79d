import { afterEach, describe, expect, it } from 'vitest';
import { applyBrandStyle, brandFontFamily } from './apply-brand-style';

const style = {
  file: { url: '/media/brand/brewroom.css' },
  fontFamily: "'Nunito', sans-serif",
  primaryImage: { url: '/media/brand/logo.svg' },
  secondaryImage: { url: '/media/brand/mark.svg' },
};

const brandLink = () => document.getElementById('ts-brand-stylesheet') as HTMLLinkElement | null;

afterEach(() => {
  void applyBrandStyle(null);
  document.head.innerHTML = '';
});

describe('brandFontFamily', () => {
  it("keeps the brand's stack and falls back to Roboto Condensed", () => {
    expect(brandFontFamily("'Nunito', sans-serif")).toBe(
      '\'Nunito\', sans-serif, "Roboto Condensed", system-ui, sans-serif',
    );
  });

  it('cannot close the declaration it is written into', () => {
    expect(brandFontFamily('Evil; } body { display: none')).not.toMatch(/[;{}]/);
  });
});

describe('applyBrandStyle', () => {
  it('adds the brand stylesheet last in <head>, sets the font token and the icon', () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg"><style></style>';
    void applyBrandStyle(style);
    const link = brandLink();
    expect(link?.href).toBe(`${window.location.origin}/media/brand/brewroom.css`);
    expect(document.head.lastElementChild).toBe(link);
    expect(document.documentElement.style.getPropertyValue('--ts-font-family')).toContain('Nunito');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toContain('mark.svg');
  });

  it('settles when the stylesheet loads or fails', async () => {
    const done = applyBrandStyle(style);
    brandLink()?.dispatchEvent(new Event('error'));
    await expect(done).resolves.toBeUndefined();
  });

  it('reuses the link for the same stylesheet', () => {
    void applyBrandStyle(style);
    const first = brandLink();
    void applyBrandStyle(style);
    expect(brandLink()).toBe(first);
    expect(document.querySelectorAll('#ts-brand-stylesheet')).toHaveLength(1);
  });

  it('falls back to the default look without a style', async () => {
    void applyBrandStyle(style);
    await applyBrandStyle(null);
    expect(brandLink()).toBeNull();
    expect(document.documentElement.style.getPropertyValue('--ts-font-family')).toBe('');
  });
});
