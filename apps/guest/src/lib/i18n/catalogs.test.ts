import { compileMessage } from '@lingui/message-utils/compileMessage';
import { ALLERGEN_LABELS, describeAllergens } from '@tableside/shared/domain/allergens';
import { ratingLabel } from '@tableside/shared/domain/feedback';
import { MSG, paymentThankYou } from '@tableside/shared/domain/messages';
import { PHONE_COUNTRIES, phoneErrorMessage } from '@tableside/shared/domain/phone';
import { RECEIPT_TEXT } from '@tableside/shared/domain/receipt';
import { describe, expect, it } from 'vitest';
import { AR } from './ar';
import { EN_APP } from './en-app';
import { EN_ENTRY } from './en-entry';
import { compile, fill } from './fill';
import { HI } from './hi';
import { activateCatalog } from './lingui-catalog';
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

  it('say in English what the shared rules say (the PDF receipt, the server, the form rules)', () => {
    const en = (key: keyof typeof EN_APP, values?: Record<string, string | number>) =>
      fill(EN_APP[key], values);
    expect(en('thanksDiningWith', { name: 'Spice Route' })).toBe(paymentThankYou('Spice Route'));
    expect(en('thanksDiningUs')).toBe(paymentThankYou('us'));
    expect(en('tablesNamed', { tables: 'T1, T2' })).toBe(RECEIPT_TEXT.tableLine(['T1', 'T2']));
    expect(fill(ENGLISH.tableNamed ?? '', { tables: 'T1' })).toBe(RECEIPT_TEXT.tableLine(['T1']));
    expect(en('orderNumber', { number: 42 })).toBe(RECEIPT_TEXT.orderLine(42));
    expect(en('qtyCount', { quantity: 3 })).toBe(RECEIPT_TEXT.quantity(3));
    expect(en('paidBy', { method: 'Cash' })).toBe(RECEIPT_TEXT.paidBy('Cash'));
    expect(en('reference', { reference: 'pay_1' })).toBe(RECEIPT_TEXT.reference('pay_1'));
    expect(en('thanksDining')).toBe(RECEIPT_TEXT.thanks);
    expect(en('total')).toBe(RECEIPT_TEXT.total);
    expect(en('oneStar')).toBe(ratingLabel(1));
    expect(en('manyStars', { count: 4 })).toBe(ratingLabel(4));
    const entries = [
      { allergen: 'MILK', level: 'CONTAINS' },
      { allergen: 'PEANUTS', level: 'MAY_CONTAIN' },
    ] as const;
    expect(
      describeAllergens(entries, {
        contains: EN_APP.contains,
        mayContain: EN_APP.mayContain,
        name: (allergen) => ALLERGEN_LABELS[allergen],
      }),
    ).toBe(describeAllergens(entries));
  });

  it('finds the phone rule texts of every country by their English pattern', async () => {
    for (const country of PHONE_COUNTRIES) {
      const message = phoneErrorMessage(country);
      const key = country.start ? 'phoneDigitsStart' : 'phoneDigits';
      const values = {
        length: country.length,
        start: country.start?.label ?? '',
        country: country.name,
      };
      expect(fill(EN_APP[key], values)).toBe(message);
    }
    const { tx } = await activateCatalog('ar');
    expect(tx(phoneErrorMessage(PHONE_COUNTRIES[0]))).toBe(
      'يجب أن يتكون رقم الهاتف من 10 أرقام وأن يبدأ بـ \u20666-9\u2069 في India',
    );
    expect(tx('A text the server wrote')).toBe('A text the server wrote');
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
