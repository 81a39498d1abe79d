// The guest app's languages (issue 16 item 12): English is the spec's own texts; Hindi and
// Arabic prove the rest (a right-to-left script, another digit and plural culture).

export const LOCALES = ['en', 'hi', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language in its own name, for the header's switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', ar: 'العربية' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const localeDir = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The guest's own choice from the switcher, else the first of the phone's languages the app
 * speaks ('ar-EG' is Arabic), else English.
 */
export function pickLocale(phone: readonly string[], chosen: string | null): Locale {
  if (isLocale(chosen)) return chosen;
  for (const tag of phone) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return SOURCE_LOCALE;
}

/**
 * The locale amounts and times are written in: the branch's own for English (the spec's
 * en-IN rupees), else the guest's language in the branch's region ('ar-IN').
 */
export function formatLocale(locale: Locale, branchLocale: string): string {
  if (locale === SOURCE_LOCALE) return branchLocale;
  const region = branchLocale.split('-')[1];
  return region ? `${locale}-${region}` : locale;
}
