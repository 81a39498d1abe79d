import { describe, expect, it } from 'vitest';
import {
  AA_BODY,
  AA_LARGE,
  contrastRatio,
  formatRatio,
  isHexColor,
  mixColors,
  passesAA,
  readableOn,
  relativeLuminance,
  suggestPassingColor,
} from './contrast';

describe('relativeLuminance and contrastRatio (WCAG 2.x)', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#808080', 0.2158605],
    ['#ff0000', 0.2126],
  ])('luminance of %s is %d', (hex, expected) => {
    expect(relativeLuminance(hex)).toBeCloseTo(expected, 5);
  });

  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    // Known pairs from WebAIM's checker; the last two are tokens.css's defaults.
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
    ['#b5431c', '#ffffff', 5.55],
    ['#2a1b13', '#fdf8f3', 15.73],
  ])('%s on %s is %d:1 either way round', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
    expect(contrastRatio(b, a)).toBeCloseTo(ratio, 1);
  });

  it('passes AA at 4.5:1 for body text and 3:1 for large text and UI', () => {
    expect(passesAA('#767676', '#ffffff')).toBe(true);
    expect(passesAA('#777777', '#ffffff')).toBe(false);
    expect(passesAA('#949494', '#ffffff', AA_LARGE)).toBe(true);
    expect(passesAA('#959595', '#ffffff', AA_LARGE)).toBe(false);
  });

  it('never rounds a failing ratio up into a pass when shown', () => {
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21.0:1');
  });
});

describe('isHexColor', () => {
  it.each([
    ['#a1b2c3', true],
    ['#A1B2C3', false],
    ['#abc', false],
    ['a1b2c3', false],
    ['#a1b2c3ff', false],
    ['red', false],
  ])('%s -> %s', (value, ok) => expect(isHexColor(value)).toBe(ok));
});

describe('suggestPassingColor', () => {
  it('keeps a colour that already passes', () => {
    expect(suggestPassingColor('#2a1b13', '#ffffff')).toBe('#2a1b13');
  });

  it('darkens a light text on a light page just enough, keeping the hue', () => {
    const suggestion = suggestPassingColor('#f2b84b', '#ffffff', AA_BODY);
    expect(suggestion).not.toBeNull();
    expect(contrastRatio(suggestion as string, '#ffffff')).toBeGreaterThanOrEqual(AA_BODY);
    // One step lighter would fail: it is the nearest passing colour, not just any dark one.
    expect(contrastRatio(suggestion as string, '#ffffff')).toBeLessThan(4.9);
    const [r, g, b] = [1, 3, 5].map((i) =>
      Number.parseInt((suggestion as string).slice(i, i + 2), 16),
    );
    expect(r).toBeGreaterThan(g as number);
    expect(g).toBeGreaterThan(b as number);
  });

  it('lightens a dark text on a dark page', () => {
    const suggestion = suggestPassingColor('#333366', '#101020', AA_BODY) as string;
    expect(relativeLuminance(suggestion)).toBeGreaterThan(relativeLuminance('#333366'));
    expect(passesAA(suggestion, '#101020')).toBe(true);
  });

  it('reaches 3:1 for a primary colour on the page', () => {
    const suggestion = suggestPassingColor('#ffcc00', '#fffbf2', AA_LARGE) as string;
    expect(contrastRatio(suggestion, '#fffbf2')).toBeGreaterThanOrEqual(AA_LARGE);
    expect(contrastRatio(suggestion, '#fffbf2')).toBeLessThan(AA_BODY);
  });

  it('answers null when no colour can reach the ratio', () => {
    expect(suggestPassingColor('#777777', '#777777', 21)).toBeNull();
  });
});

describe('readableOn and mixColors', () => {
  it('puts white on dark and black on light', () => {
    expect(readableOn('#0f766e')).toBe('#ffffff');
    expect(readableOn('#f59e0b')).toBe('#000000');
  });

  it('mixes in sRGB like color-mix', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#102030', '#ffffff', 0)).toBe('#102030');
  });
});
