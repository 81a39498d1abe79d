import { type PhoneCountry, sanitizePhoneInput } from '@tableside/shared/domain/phone';

/**
 * The number field's value after an edit. Digits only (spec section 5); a pasted or autofilled
 * number that is too long because it carries the country code ('+91 98765 43210') or a trunk
 * zero ('098765 43210') loses that prefix instead of being cut at the wrong end.
 */
export function normalizePhoneInput(raw: string, country: PhoneCountry): string {
  let digits = sanitizePhoneInput(raw);
  if (digits.length > country.length) {
    const dial = country.dialCode.replace('+', '');
    if (digits.startsWith(dial) && digits.length - dial.length === country.length) {
      digits = digits.slice(dial.length);
    } else if (digits.startsWith('0') && digits.length - 1 === country.length) {
      digits = digits.slice(1);
    }
  }
  return digits.slice(0, country.length);
}

/** '+91 9876543210' for showing the number the code was sent to. */
export const displayPhone = (country: PhoneCountry, number: string) =>
  `${country.dialCode} ${number}`;

/** The country's flag from its ISO code (regional indicator letters); decorative only. */
export const flagOf = (country: PhoneCountry) =>
  String.fromCodePoint(...[...country.id].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
