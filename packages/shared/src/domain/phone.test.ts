import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COUNTRY,
  findCountry,
  isValidPhone,
  PHONE_COUNTRIES,
  type PhoneCountry,
  parsePhoneNo,
  phoneErrorMessage,
  sanitizePhoneInput,
  toE164,
  validatePhone,
} from './phone';

const country = (id: string): PhoneCountry => {
  const found = findCountry(id);
  if (!found) throw new Error(`test setup: unknown country ${id}`);
  return found;
};

describe('country table', () => {
  it('lists the 20 countries of spec section 9 in order, each with a unique id', () => {
    expect(PHONE_COUNTRIES.map((c) => `${c.id} ${c.name} ${c.dialCode} ${c.length}`)).toEqual([
      'IN India +91 10',
      'US United States +1 10',
      'CA Canada +1 10',
      'GB United Kingdom +44 10',
      'AU Australia +61 9',
      'CN China +86 11',
      'DE Germany +49 11',
      'FR France +33 9',
      'JP Japan +81 10',
      'KR South Korea +82 10',
      'RU Russia +7 10',
      'IT Italy +39 10',
      'ES Spain +34 9',
      'BR Brazil +55 11',
      'MX Mexico +52 10',
      'AE UAE +971 9',
      'SA Saudi Arabia +966 9',
      'SG Singapore +65 8',
      'MY Malaysia +60 9',
      'NZ New Zealand +64 9',
    ]);
  });

  it('defaults to India', () => {
    expect(DEFAULT_COUNTRY.id).toBe('IN');
  });

  it.each(['XX', '', 'in'])('finds no country for %j', (id) => {
    expect(findCountry(id)).toBeUndefined();
  });
});

describe('sanitizePhoneInput', () => {
  it.each([
    ['98765 43210', '9876543210'],
    ['+91-98765-43210', '919876543210'],
    ['abc', ''],
    ['', ''],
    ['٣12', '12'],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizePhoneInput(raw)).toBe(expected);
  });
});

describe('isValidPhone: leading digits and length per country', () => {
  it.each([
    ['IN', '9876543210', true],
    ['IN', '6000000000', true],
    ['IN', '5876543210', false],
    ['IN', '987654321', false],
    ['IN', '98765432101', false],
    ['IN', '98765 4321', false],
    ['IN', '', false],
    ['US', '2025550123', true],
    ['US', '1025550123', false],
    ['CA', '4165550123', true],
    ['GB', '7911123456', true],
    ['GB', '8911123456', false],
    ['AU', '412345678', true],
    ['CN', '13812345678', true],
    ['DE', '15123456789', true],
    ['DE', '16123456789', true],
    ['DE', '17123456789', true],
    ['DE', '14123456789', false],
    ['DE', '18123456789', false],
    ['FR', '612345678', true],
    ['FR', '712345678', true],
    ['FR', '812345678', false],
    ['JP', '7012345678', true],
    ['JP', '8012345678', true],
    ['JP', '9012345678', true],
    ['JP', '7512345678', false],
    ['JP', '8512345678', false],
    ['JP', '6012345678', false],
    ['KR', '1012345678', true],
    ['RU', '9123456789', true],
    ['IT', '3123456789', true],
    ['ES', '612345678', true],
    ['BR', '91234567890', true],
    ['MX', '1234567890', true],
    ['MX', '0234567890', false],
    ['AE', '501234567', true],
    ['SA', '501234567', true],
    ['SG', '81234567', true],
    ['SG', '91234567', true],
    ['SG', '71234567', false],
    ['MY', '123456789', true],
    ['NZ', '212345678', true],
    ['NZ', '312345678', false],
  ])('%s %j -> %s', (id, number, expected) => {
    expect(isValidPhone(country(id), number)).toBe(expected);
  });
});

describe('validatePhone message', () => {
  it.each([
    ['IN', '123', 'Phone number must be 10 digits and start with 6-9 for India'],
    ['GB', '123', 'Phone number must be 10 digits and start with 7 for United Kingdom'],
    ['DE', '123', 'Phone number must be 11 digits and start with 15-17 for Germany'],
    ['JP', '123', 'Phone number must be 10 digits and start with 70, 80 or 90 for Japan'],
    ['SG', '123', 'Phone number must be 8 digits and start with 8-9 for Singapore'],
    ['IN', '9876543210', null],
  ])('%s %j -> %j', (id, number, expected) => {
    expect(validatePhone(country(id), number)).toBe(expected);
  });

  it('leaves out the start part when a country has no start digits', () => {
    const anyStart: PhoneCountry = { ...country('IN'), start: null };
    expect(phoneErrorMessage(anyStart)).toBe('Phone number must be 10 digits for India');
    expect(isValidPhone(anyStart, '0123456789')).toBe(true);
  });
});

describe('toE164 and parsePhoneNo', () => {
  it.each([
    ['IN', '9876543210', '+919876543210'],
    ['US', '2025550123', '+12025550123'],
    ['AE', '501234567', '+971501234567'],
    ['RU', '9123456789', '+79123456789'],
    ['SG', '81234567', '+6581234567'],
  ])('%s %s <-> %s', (id, number, phoneNo) => {
    expect(toE164(country(id), number)).toBe(phoneNo);
    expect(parsePhoneNo(phoneNo)).toEqual({ country: country(id), number });
  });

  it('reads a valid +1 number as United States (US and Canada share the rule)', () => {
    expect(parsePhoneNo('+14165550123')?.country.id).toBe('US');
  });

  it.each([
    '919876543210',
    '+91 9876543210',
    '+91987654321',
    '+915876543210',
    '+999123456789',
    '+',
    '',
    '+11025550123',
  ])('rejects %j', (phoneNo) => {
    expect(parsePhoneNo(phoneNo)).toBeNull();
  });
});
