// Time zone choices for the setup page and the branch form, named as the owner knows them.

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
