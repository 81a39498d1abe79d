// Entry, name, OTP / PIN and search inputs of spec section 5.
import { GUESTS_MAX, GUESTS_MIN, OTP_LENGTH } from './constants';
import type { CheckInState } from './enums';
import { MSG } from './messages';
import { type PhoneCountry, validatePhone } from './phone';

export const GUEST_FORM_MSG = {
  guests: `Number of guests must be between ${GUESTS_MIN} and ${GUESTS_MAX} and cannot start with 0`,
  termsRequired: 'Required',
  nameRequired: 'Name is required',
  nameInvalid: 'Kindly enter a valid name',
} as const;

/** Longest accepted name; the spec sets none, this keeps names fit for headers and SMS. */
export const NAME_MAX_LENGTH = 60;

export function validateGuests(guests: number | null): string | null {
  return guests !== null && Number.isInteger(guests) && guests >= GUESTS_MIN && guests <= GUESTS_MAX
    ? null
    : GUEST_FORM_MSG.guests;
}

export function validateTerms(terms: boolean): string | null {
  return terms ? null : GUEST_FORM_MSG.termsRequired;
}

// 'Letters' are Unicode letters plus combining marks: Indic names (e.g. Devanagari vowel signs)
// and decomposed accents are made of marks, and dropping them would mangle the name.
const NAME_PATTERN = /^\p{L}[\p{L}\p{M} ]*$/u;

/**
 * Input filter: any whitespace becomes a space, other non-letters are dropped. Lengths count
 * code points, so a letter outside the BMP is never cut in half.
 */
export function sanitizeNameInput(raw: string): string {
  const kept = raw.replace(/\s/g, ' ').replace(/[^\p{L}\p{M} ]/gu, '');
  return [...kept].slice(0, NAME_MAX_LENGTH).join('');
}

/** The name as stored: trimmed, with single spaces between words. */
export function normalizeName(name: string): string {
  return name.trim().replace(/ {2,}/g, ' ');
}

export function validateName(name: string): string | null {
  const normalized = normalizeName(name);
  if (normalized === '') return GUEST_FORM_MSG.nameRequired;
  return NAME_PATTERN.test(normalized) && [...normalized].length <= NAME_MAX_LENGTH
    ? null
    : GUEST_FORM_MSG.nameInvalid;
}

/**
 * Input filter of one OTP / PIN box. Keeps the last digit because typing into a filled box
 * appends the new keystroke after the old digit.
 */
export function sanitizeDigitBox(raw: string): string {
  return raw.replace(/\D/g, '').slice(-1);
}

/** A paste fills every box only when it holds exactly `length` digits ('Code: 1234' does). */
export function digitsFromPaste(pasted: string, length: number = OTP_LENGTH): string | null {
  const digits = pasted.replace(/\D/g, '');
  return digits.length === length ? digits : null;
}

/** Submit stays disabled until every box holds a digit. */
export function isCodeComplete(boxes: readonly string[], length: number = OTP_LENGTH): boolean {
  return boxes.length === length && boxes.every((box) => /^\d$/.test(box));
}

/**
 * OTP and table PIN shape (the PIN has the same length and message). The spec names only a code
 * not starting with a digit; the server applies the full shape, so every malformed code fails.
 */
export function validateCode(code: string, length: number = OTP_LENGTH): string | null {
  return code.length === length && /^\d+$/.test(code) ? null : MSG.invalidCode;
}

/** Input filter of the search box: letters, digits and spaces only. */
export function sanitizeSearchInput(raw: string): string {
  return raw.replace(/\s/g, ' ').replace(/[^\p{L}\p{M}\p{Nd} ]/gu, '');
}

export function shouldSearch(text: string, branchId: number | null | undefined): boolean {
  return text.trim() !== '' && typeof branchId === 'number' && Number.isInteger(branchId);
}

export interface EntryForm {
  country: PhoneCountry;
  number: string;
  guests: number | null;
  terms: boolean;
  checkInState: CheckInState;
}

export type EntryFormErrors = Partial<Record<'number' | 'guests' | 'terms', string>>;

/** Errors per field; the guest count is asked, and so checked, only for a NEW check-in. */
export function validateEntryForm(form: EntryForm): EntryFormErrors {
  const errors: EntryFormErrors = {};
  const number = validatePhone(form.country, form.number);
  if (number) errors.number = number;
  if (form.checkInState === 'NEW') {
    const guests = validateGuests(form.guests);
    if (guests) errors.guests = guests;
  }
  const terms = validateTerms(form.terms);
  if (terms) errors.terms = terms;
  return errors;
}

export function hasFormErrors(errors: EntryFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
