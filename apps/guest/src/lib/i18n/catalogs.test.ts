import { compileMessage } from '@lingui/message-utils/compileMessage';
import { MSG } from '@tableside/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { AR } from './ar';
import { EN_APP } from './en-app';
import { EN_ENTRY } from './en-entry';
import { compile, fill } from './fill';
import { HI } from './hi';
import { formatLocale, pickLocale } from './locales';

const ENGLISH: Record<string, string> = { ...EN_ENTRY, ...EN_APP };

describe('catalogs', () => {
  it('keep the spec English texts as written', () => {
    for (const [key, text] of Object.entries(MSG)) expect(ENGLISH[key]).toBe(text);
  });

  it.each([
    ['en', ENGLISH],
    ['hi', HI],
    ['ar', AR],
  ])("%s compiles here exactly as with Lingui's own compiler", (_, catalog) => {
    for (const text of Object.values(catalog)) expect(compile(text)).toEqual(compileMessage(text));
  });

  it('translate every English message, with the same arguments', () => {
    const args = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(ENGLISH)) {
      for (const catalog of [HI, AR] as Record<string, string>[]) {
        expect(catalog[key], key).toBeTruthy();
        expect(args(catalog[key] ?? ''), key).toEqual(args(text));
      }
    }
  });

  it('fills English arguments', () => {
    expect(fill(ENGLISH.payOnline ?? '', { amount: '₹632.00' })).toBe('Pay ₹632.00 online');
  });
});

describe('pickLocale', () => {
  it('prefers the guest choice, then the phone languages, then English', () => {
    expect(pickLocale(['ar-EG', 'en'], 'hi')).toBe('hi');
    expect(pickLocale(['fr-FR', 'ar-EG'], null)).toBe('ar');
    expect(pickLocale(['hi-IN'], 'xx')).toBe('hi');
    expect(pickLocale(['fr-FR'], null)).toBe('en');
  });

  it('writes amounts in the branch locale for English, the guest language elsewhere', () => {
    expect(formatLocale('en', 'en-IN')).toBe('en-IN');
    expect(formatLocale('ar', 'en-IN')).toBe('ar-IN');
  });
});
