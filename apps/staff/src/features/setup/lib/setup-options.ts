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

// Chromium's ICU still lists some zones by their old names; the server and the tz database
// prefer the current ones (both are accepted, but the owner should see the name he knows).
const CURRENT_ZONE_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
};

export const currentZoneName = (zone: string) => CURRENT_ZONE_NAMES[zone] ?? zone;

/** The browser's zone, or India's (the app's home market) when it reports none. */
export function browserTimeZone(): string {
  return currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Kolkata');
}

/** Every IANA zone the browser knows, by current name, with `current` among them. */
export function timeZoneOptions(current: string): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone').map(currentZoneName));
  zones.add(current);
  return [...zones].sort();
}
