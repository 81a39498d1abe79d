import { describe, expect, it } from 'vitest';
import { brandContrastChecks, contrastWarningMessage } from './brand-contrast';
import { brandTokens, brandTokensCss } from './brand-tokens';
import { AA_BODY, contrastRatio } from './contrast';

const light = {
  primaryColor: '#0f766e',
  secondaryColor: '#f59e0b',
  textColor: '#12302d',
  backgroundColor: '#fffbf2',
  fontKey: 'nunito',
};
const dark = {
  ...light,
  textColor: '#f5f5f5',
  backgroundColor: '#121212',
  primaryColor: '#f59e0b',
};

describe('brandTokens', () => {
  it('maps the four colours and the font onto the guest app tokens', () => {
    const tokens = brandTokens(light);
    expect(tokens['--ts-color-primary']).toBe('#0f766e');
    expect(tokens['--ts-color-accent']).toBe('#f59e0b');
    expect(tokens['--ts-color-bg']).toBe('#fffbf2');
    expect(tokens['--ts-color-text']).toBe('#12302d');
    expect(tokens['--ts-color-on-primary']).toBe('#ffffff');
    expect(tokens['--ts-font-family']).toBe('"Nunito", "Segoe UI", system-ui, sans-serif');
  });

  it.each([
    ['light', light],
    ['dark', dark],
  ])('keeps muted text and button text readable on a %s page', (_name, colors) => {
    const t = brandTokens(colors);
    const muted = t['--ts-color-text-muted'] as string;
    expect(contrastRatio(muted, t['--ts-color-bg'] as string)).toBeGreaterThanOrEqual(AA_BODY);
    expect(contrastRatio(muted, t['--ts-color-surface'] as string)).toBeGreaterThanOrEqual(AA_BODY);
    const onPrimary = t['--ts-color-on-primary'] as string;
    expect(contrastRatio(onPrimary, colors.primaryColor)).toBeGreaterThanOrEqual(AA_BODY);
  });

  it('gives a dark page cards a shade lighter, not white', () => {
    expect(brandTokens(dark)['--ts-color-surface']).not.toBe('#ffffff');
    expect(brandTokens(light)['--ts-color-surface']).not.toBe(light.backgroundColor);
  });

  it('writes a :root block', () => {
    const css = brandTokensCss(brandTokens(light));
    expect(css.startsWith(':root {\n')).toBe(true);
    expect(css).toContain('  --ts-color-primary: #0f766e;\n');
  });
});

describe('brandContrastChecks', () => {
  it('passes a readable look', () => {
    expect(brandContrastChecks(light).every((c) => c.passes)).toBe(true);
  });

  it('flags grey text on white with a passing suggestion of the same field', () => {
    const [text] = brandContrastChecks({
      ...light,
      textColor: '#999999',
      backgroundColor: '#ffffff',
    });
    expect(text).toMatchObject({ field: 'textColor', against: 'backgroundColor', passes: false });
    expect(contrastRatio(text?.suggestion as string, '#ffffff')).toBeGreaterThanOrEqual(AA_BODY);
    expect(contrastWarningMessage(text as never)).toBe(
      'Text on the background is 2.8:1; WCAG AA needs 4.5:1.',
    );
  });

  it('holds a pale primary to 3:1 against the page', () => {
    const checks = brandContrastChecks({ ...light, primaryColor: '#ffe08a' });
    expect(checks[1]).toMatchObject({ field: 'primaryColor', passes: false, minimum: 3 });
    expect(
      contrastRatio(checks[1]?.suggestion as string, light.backgroundColor),
    ).toBeGreaterThanOrEqual(3);
  });
});
