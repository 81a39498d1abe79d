import { BRAND_CURRENCIES } from '@tableside/shared/contract/setup';
import { PHONE_COUNTRIES } from '@tableside/shared/domain/phone';

// Choices of the setup page's selects, named in English by the browser's Intl data.

export interface Option {
  value: string;
  label: string;
}

export function currencyOptions(): Option[] {
  const names = new Intl.DisplayNames(['en'], { type: 'currency' });
  return BRAND_CURRENCIES.map((code) => ({
    value: code,
    label: `${code} · ${names.of(code) ?? code}`,
  }));
}

/** Countries whose guests' phone numbers the app can check, by name. */
export function countryOptions(): Option[] {
  return PHONE_COUNTRIES.map((c) => ({ value: c.id, label: `${c.name} (${c.dialCode})` })).sort(
    (a, b) => a.label.localeCompare(b.label),
  );
}
