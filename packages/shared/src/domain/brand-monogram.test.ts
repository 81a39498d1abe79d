import { describe, expect, it } from 'vitest';
import { brandInitials, brandMonogramSvg } from './brand-monogram';

describe('brand initials', () => {
  it('takes the first letters of the first two words, upper-cased', () => {
    expect(brandInitials('Coastal Kitchen')).toBe('CK');
    expect(brandInitials('  the brew   room ')).toBe('TB');
    expect(brandInitials('Chai')).toBe('C');
    expect(brandInitials('')).toBe('?');
  });

  it('keeps a letter outside the Basic Multilingual Plane whole', () => {
    expect(brandInitials('𝒜rtisan Bakes')).toBe('𝒜B');
    expect(brandInitials('मसाला घर')).toBe('मघ');
  });
});

describe('brand monogram', () => {
  it('paints the initials on the primary colour, readable on it', () => {
    const svg = brandMonogramSvg('Coastal Kitchen', '#0f5e6b');
    expect(svg).toContain('fill="#0f5e6b"');
    expect(svg).toContain('fill="#ffffff">CK</text>');
    expect(brandMonogramSvg('Lemon Tree', '#fde047')).toContain('fill="#000000">LT</text>');
  });

  it('escapes a name that looks like markup', () => {
    const svg = brandMonogramSvg('<script>alert(1)</script> & Co', '#0f5e6b');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co</title>');
    expect(svg).toContain('>&lt;&amp;</text>');
  });
});
