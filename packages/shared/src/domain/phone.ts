// Mobile numbers of spec section 5 against the country table of spec section 9.

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2: the dial code cannot identify a country (+1 is both US and Canada). */
  readonly id: string;
  readonly name: string;
  readonly dialCode: string;
  /** Digits of the national number, without the dial code. */
  readonly length: number;
  /** Allowed leading digits; null when any start is allowed. */
  readonly start: { readonly label: string; readonly pattern: RegExp } | null;
}

const starts = (label: string, pattern: RegExp): PhoneCountry['start'] => ({ label, pattern });

// Labels are the table's 'Start' column verbatim, so messages read like the spec, except Japan.
// Its '70-90' is read as the mobile prefixes 70, 80 and 90 (Japan's 070/080/090 without the
// trunk 0); an inclusive 70..90 would admit 71-79 and 81-89, which are not mobile prefixes, so
// the message names the three prefixes rather than suggest that range.
export const PHONE_COUNTRIES = [
  { id: 'IN', name: 'India', dialCode: '+91', length: 10, start: starts('6-9', /^[6-9]/) },
  { id: 'US', name: 'United States', dialCode: '+1', length: 10, start: starts('2-9', /^[2-9]/) },
  { id: 'CA', name: 'Canada', dialCode: '+1', length: 10, start: starts('2-9', /^[2-9]/) },
  { id: 'GB', name: 'United Kingdom', dialCode: '+44', length: 10, start: starts('7', /^7/) },
  { id: 'AU', name: 'Australia', dialCode: '+61', length: 9, start: starts('4', /^4/) },
  { id: 'CN', name: 'China', dialCode: '+86', length: 11, start: starts('1', /^1/) },
  { id: 'DE', name: 'Germany', dialCode: '+49', length: 11, start: starts('15-17', /^1[5-7]/) },
  { id: 'FR', name: 'France', dialCode: '+33', length: 9, start: starts('6-7', /^[67]/) },
  {
    id: 'JP',
    name: 'Japan',
    dialCode: '+81',
    length: 10,
    start: starts('70, 80 or 90', /^[7-9]0/),
  },
  { id: 'KR', name: 'South Korea', dialCode: '+82', length: 10, start: starts('1', /^1/) },
  { id: 'RU', name: 'Russia', dialCode: '+7', length: 10, start: starts('9', /^9/) },
  { id: 'IT', name: 'Italy', dialCode: '+39', length: 10, start: starts('3', /^3/) },
  { id: 'ES', name: 'Spain', dialCode: '+34', length: 9, start: starts('6-7', /^[67]/) },
  { id: 'BR', name: 'Brazil', dialCode: '+55', length: 11, start: starts('9', /^9/) },
  { id: 'MX', name: 'Mexico', dialCode: '+52', length: 10, start: starts('1-9', /^[1-9]/) },
  { id: 'AE', name: 'UAE', dialCode: '+971', length: 9, start: starts('5', /^5/) },
  { id: 'SA', name: 'Saudi Arabia', dialCode: '+966', length: 9, start: starts('5', /^5/) },
  { id: 'SG', name: 'Singapore', dialCode: '+65', length: 8, start: starts('8-9', /^[89]/) },
  { id: 'MY', name: 'Malaysia', dialCode: '+60', length: 9, start: starts('1', /^1/) },
  { id: 'NZ', name: 'New Zealand', dialCode: '+64', length: 9, start: starts('2', /^2/) },
] as const satisfies readonly PhoneCountry[];

export type CountryId = (typeof PHONE_COUNTRIES)[number]['id'];

export const DEFAULT_COUNTRY: PhoneCountry = PHONE_COUNTRIES[0];

export function findCountry(id: string): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((country) => country.id === id);
}

/** Input filter: the field keeps digits only, whatever is typed or pasted. */
export function sanitizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, '');
}

export function phoneErrorMessage(country: PhoneCountry): string {
  return country.start
    ? `Phone number must be ${country.length} digits and start with ${country.start.label} for ${country.name}`
    : `Phone number must be ${country.length} digits for ${country.name}`;
}

export function isValidPhone(country: PhoneCountry, number: string): boolean {
  return (
    /^\d+$/.test(number) &&
    number.length === country.length &&
    (country.start === null || country.start.pattern.test(number))
  );
}

/** The form's message for the number, or null when it is valid. */
export function validatePhone(country: PhoneCountry, number: string): string | null {
  return isValidPhone(country, number) ? null : phoneErrorMessage(country);
}

/** The wire phoneNo (DECISIONS.md): dial code plus national number. Expects a valid number. */
export function toE164(country: PhoneCountry, number: string): string {
  return `${country.dialCode}${number}`;
}

/**
 * Reads a wire phoneNo back; null unless it is '+' and digits valid for a listed country.
 * The first matching country in table order wins, so a valid +1 number reads as United States:
 * US and Canada share the rule, and telling them apart would need area-code tables.
 */
export function parsePhoneNo(phoneNo: string): { country: PhoneCountry; number: string } | null {
  if (!/^\+\d+$/.test(phoneNo)) return null;
  for (const country of PHONE_COUNTRIES) {
    if (!phoneNo.startsWith(country.dialCode)) continue;
    const number = phoneNo.slice(country.dialCode.length);
    if (isValidPhone(country, number)) return { country, number };
  }
  return null;
}
