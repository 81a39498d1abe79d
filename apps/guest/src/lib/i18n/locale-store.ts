import { create } from 'zustand';
import { safeStorage } from '../storage';
import type { Catalog, MessageKey } from './catalog';
import { EN_ENTRY } from './en-entry';
import { fill, type MessageValues } from './fill';
import type { Translation } from './lingui-catalog';
import { type Locale, localeDir, pickLocale, SOURCE_LOCALE } from './locales';

/** The guest's choice from the header's switcher, kept on this phone. */
const CHOICE_KEY = 'ts-locale';
/** Where storage fails (private mode) the choice lasts for this page load. */
const kept = safeStorage(() => localStorage);

// English is the source: rendered from the catalog as written, no library, no request. The
// routed app adds its pages' English (registerEnglish) when its chunk loads.
const english: Partial<Catalog> = { ...EN_ENTRY };

export function registerEnglish(more: Partial<Catalog>): void {
  Object.assign(english, more);
}

interface LocaleState {
  locale: Locale;
  /** Lingui's, while a translated catalog is active; null for English. */
  translation: Translation | null;
}

export const useLocaleStore = create<LocaleState>(() => ({
  locale: SOURCE_LOCALE,
  translation: null,
}));

export interface Texts {
  locale: Locale;
  t: (key: MessageKey, values?: MessageValues) => string;
  /** A text the domain rules or the server wrote in English (MSG), in the guest's language. */
  tx: (english: string) => string;
}

export function textsFor({ locale, translation }: LocaleState): Texts {
  if (translation) return { locale, ...translation };
  return {
    locale,
    t: (key, values) => fill(english[key] as string, values),
    tx: (text) => text,
  };
}

/** Outside a render (a realtime event): the texts of the language now shown. */
export const currentTexts = (): Texts => textsFor(useLocaleStore.getState());

function applyDocument(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDir(locale);
}

let latest = 0;

/** Shows the app in `locale`; a catalog that cannot load leaves the language shown as it is. */
export async function showLocale(locale: Locale): Promise<void> {
  const request = ++latest;
  if (locale === 'en') {
    applyDocument(locale);
    useLocaleStore.setState({ locale, translation: null });
    return;
  }
  const { activateCatalog } = await import('./lingui-catalog');
  const translation = await activateCatalog(locale);
  if (request !== latest) return;
  applyDocument(locale);
  useLocaleStore.setState({ locale, translation });
}

/** The switcher's choice: kept for the next visit, shown at once. */
export function chooseLocale(locale: Locale): Promise<void> {
  kept.setItem(CHOICE_KEY, locale);
  return showLocale(locale);
}

/** At boot: the guest's earlier choice, else the phone's language. Settles, never rejects. */
export const startLocale = (): Promise<void> =>
  // A catalog that fails to load leaves the page in English, as index.html declares it.
  showLocale(pickLocale(navigator.languages, kept.getItem(CHOICE_KEY))).catch(() => undefined);
