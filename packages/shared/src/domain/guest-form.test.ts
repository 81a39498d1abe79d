import { describe, expect, it } from 'vitest';
import {
  digitsFromPaste,
  type EntryForm,
  type EntryFormErrors,
  hasFormErrors,
  isCodeComplete,
  normalizeName,
  sanitizeDigitBox,
  sanitizeNameInput,
  sanitizeSearchInput,
  shouldSearch,
  validateCode,
  validateEntryForm,
  validateGuests,
  validateName,
  validateTerms,
} from './guest-form';
import { DEFAULT_COUNTRY } from './phone';

const GUESTS_MSG = 'Number of guests must be between 1 and 6 and cannot start with 0';
const INVALID_CODE = 'The OTP entered is invalid. Please try again';

describe('validateGuests', () => {
  it.each([
    [1, null],
    [3, null],
    [6, null],
    [0, GUESTS_MSG],
    [7, GUESTS_MSG],
    [-1, GUESTS_MSG],
    [2.5, GUESTS_MSG],
    [Number.NaN, GUESTS_MSG],
    [null, GUESTS_MSG],
  ])('%s -> %j', (guests, expected) => {
    expect(validateGuests(guests)).toBe(expected);
  });
});

describe('validateTerms', () => {
  it.each([
    [true, null],
    [false, 'Required'],
  ])('%s -> %j', (terms, expected) => {
    expect(validateTerms(terms)).toBe(expected);
  });
});

describe('sanitizeNameInput', () => {
  it.each([
    ['Asha Rao', 'Asha Rao'],
    ['Asha1 R@o!', 'Asha Ro'],
    ['José', 'José'],
    ['प्रिया', 'प्रिया'],
    ['Anne-Marie O’Neil', 'AnneMarie ONeil'],
    ['Asha\tRao', 'Asha Rao'],
    ['a'.repeat(70), 'a'.repeat(60)],
    ['𠀀'.repeat(61), '𠀀'.repeat(60)],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizeNameInput(raw)).toBe(expected);
  });
});

describe('normalizeName', () => {
  it.each([
    ['  Asha   Rao ', 'Asha Rao'],
    ['Asha', 'Asha'],
  ])('%j -> %j', (name, expected) => {
    expect(normalizeName(name)).toBe(expected);
  });
});

describe('validateName', () => {
  it.each([
    ['Asha Rao', null],
    ['  Asha  ', null],
    ['José Müller', null],
    ['प्रिया', null],
    ['a'.repeat(60), null],
    ['𠀀'.repeat(60), null],
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['Asha1', 'Kindly enter a valid name'],
    ['Asha-Rao', 'Kindly enter a valid name'],
    ['\u0301abc', 'Kindly enter a valid name'],
    ['a'.repeat(61), 'Kindly enter a valid name'],
  ])('%j -> %j', (name, expected) => {
    expect(validateName(name)).toBe(expected);
  });
});

describe('sanitizeDigitBox', () => {
  it.each([
    ['5', '5'],
    ['35', '5'],
    ['a', ''],
    ['7x', '7'],
    ['', ''],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizeDigitBox(raw)).toBe(expected);
  });
});

describe('digitsFromPaste', () => {
  it.each([
    ['1234', '1234'],
    ['Your code is 0427.', '0427'],
    ['12 34', '1234'],
    ['123', null],
    ['12345', null],
    ['abcd', null],
  ])('%j -> %j', (pasted, expected) => {
    expect(digitsFromPaste(pasted)).toBe(expected);
  });
});

describe('isCodeComplete', () => {
  it.each([
    [['1', '2', '3', '4'], true],
    [['0', '0', '0', '0'], true],
    [['1', '2', '', '4'], false],
    [['1', '2', '3'], false],
    [['1', '2', '3', '4', '5'], false],
    [['1', '2', '3', 'x'], false],
    [['12', '3', '4', '5'], false],
  ])('%j -> %s', (boxes, expected) => {
    expect(isCodeComplete(boxes)).toBe(expected);
  });
});

describe('validateCode', () => {
  it.each([
    ['1234', null],
    ['0000', null],
    ['a234', INVALID_CODE],
    ['123a', INVALID_CODE],
    ['123', INVALID_CODE],
    ['12345', INVALID_CODE],
    ['', INVALID_CODE],
    [' 123', INVALID_CODE],
  ])('%j -> %j', (code, expected) => {
    expect(validateCode(code)).toBe(expected);
  });
});

describe('sanitizeSearchInput', () => {
  it.each([
    ['paneer tikka', 'paneer tikka'],
    ['60 ml!', '60 ml'],
    ['café%', 'café'],
    ["chef's\tspecial", 'chefs special'],
  ])('%j -> %j', (raw, expected) => {
    expect(sanitizeSearchInput(raw)).toBe(expected);
  });
});

describe('shouldSearch', () => {
  it.each([
    ['tikka', 1, true],
    ['  tikka ', 1, true],
    ['', 1, false],
    ['   ', 1, false],
    ['tikka', null, false],
    ['tikka', undefined, false],
    ['tikka', Number.NaN, false],
  ])('%j, branch %s -> %s', (text, branchId, expected) => {
    expect(shouldSearch(text, branchId)).toBe(expected);
  });
});

describe('validateEntryForm', () => {
  const valid: EntryForm = {
    country: DEFAULT_COUNTRY,
    number: '9876543210',
    guests: 2,
    terms: true,
    checkInState: 'NEW',
  };
  const phoneMsg = 'Phone number must be 10 digits and start with 6-9 for India';

  it.each<[string, Partial<EntryForm>, EntryFormErrors]>([
    ['a valid NEW form', {}, {}],
    ['a valid JOIN form without guests', { checkInState: 'JOIN', guests: null }, {}],
    ['a bad number', { number: '12345' }, { number: phoneMsg }],
    ['no guests on NEW', { guests: null }, { guests: GUESTS_MSG }],
    ['terms not ticked', { terms: false }, { terms: 'Required' }],
    [
      'everything wrong on NEW',
      { number: '', guests: 0, terms: false },
      { number: phoneMsg, guests: GUESTS_MSG, terms: 'Required' },
    ],
    [
      'everything wrong on JOIN',
      { number: '', guests: 0, terms: false, checkInState: 'JOIN' },
      { number: phoneMsg, terms: 'Required' },
    ],
  ])('%s', (_, change, expected) => {
    const errors = validateEntryForm({ ...valid, ...change });
    expect(errors).toEqual(expected);
    expect(hasFormErrors(errors)).toBe(Object.keys(expected).length > 0);
  });
});
