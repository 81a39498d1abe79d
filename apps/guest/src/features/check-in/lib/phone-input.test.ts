import { findCountry } from '@tableside/shared/domain/phone';
import { describe, expect, it } from 'vitest';
import { displayPhone, flagOf, normalizePhoneInput } from './phone-input';

const india = findCountry('IN')!;
const uae = findCountry('AE')!;
const us = findCountry('US')!;

describe('normalizePhoneInput', () => {
  it.each([
    ['98765 43210', india, '9876543210'],
    ['98-765-432', india, '98765432'],
    ['+91 98765 43210', india, '9876543210'],
    ['919876543210', india, '9876543210'],
    ['098765 43210', india, '9876543210'],
    ['+971 50 123 4567', uae, '501234567'],
    ['+1 (415) 555-0132', us, '4155550132'],
    ['98765432109999', india, '9876543210'],
    ['abc', india, ''],
  ])('%s for %s -> %s', (raw, country, expected) => {
    expect(normalizePhoneInput(raw, country)).toBe(expected);
  });

  it('does not strip a prefix that belongs to the number itself', () => {
    // Ten digits already: '91...' is a valid Indian number, not a country code.
    expect(normalizePhoneInput('9198765432', india)).toBe('9198765432');
  });
});

describe('display helpers', () => {
  it('shows the dial code before the number', () => {
    expect(displayPhone(india, '9876543210')).toBe('+91 9876543210');
  });

  it('turns the ISO code into a flag', () => {
    expect(flagOf(india)).toBe('🇮🇳');
  });
});
