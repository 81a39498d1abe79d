import { create } from 'zustand';
import type { Catalog, MessageKey } from './catalog';
import { EN_ENTRY } from './en-entry';
import { fill, type MessageValues } from './fill';
import type { Translate } from './lingui-catalog';
import { type Locale, localeDir, pickLocale, SOURCE_LOCALE } from './locales';

/** The guest's choice from the header's switcher, kept on this phone. */
const CHOICE_KEY = 'ts-locale';

// English is the source: rendered from the catalog as written, no library, no request. The
// routed app adds its pages' English (registerEnglish) when its chunk loads.
const english: Partial<Catalog> = { ...EN_ENTRY };
let englishKeys: Map<string, MessageKey> | null = null;

export function registerEnglish(more: Partial<Catalog>): void {
  Object.assign(english, more);
  englishKeys = null;
}

interface LocaleState {
  locale: Locale;
  /** Lingui's, while a translated catalog is active; null for English. */
  translate: Translate | null;
}

export const useLocaleStore = create<LocaleState>(() => ({
  locale: SOURCE_LOCALE,
  translate: null,
}));

export interface Texts {
  locale: Locale;
  t: (key: MessageKey, values?: MessageValues) => string;
  /** A text the domain rules or the server wrote in English (MSG), in the guest's language. */
  tx: (english: string) => string;
}

export function textsFor({ locale, translate }: LocaleState): Texts {
  const t = (key: MessageKey, values?: MessageValues) =>
    translate ? translate(key, values) : fill(english[key] ?? key, values);
  const tx = (text: string) => {
    if (!translate) return text;
    englishKeys ??= new Map(
      Object.entries(english).map(([key, value]) => [value as string, key as MessageKey]),
    );
    const key = englishKeys.get(text);
    return key ? translate(key) : text;
  };
  return { locale, t, tx };
}

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
    useLocaleStore.setState({ locale, translate: null });
    return;
  }
  const { activateCatalog } = await import('./lingui-catalog');
  const translate = await activateCatalog(locale);
  if (request !== latest) return;
  applyDocument(locale);
  useLocaleStore.setState({ locale, translate });
}

function storedChoice(): string | null {
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

/** The switcher's choice: kept for the next visit, shown at once. */
export function chooseLocale(locale: Locale): Promise<void> {
  try {
    localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  return showLocale(locale);
}

/** At boot: the guest's earlier choice, else the phone's language. Settles, never rejects. */
export const startLocale = (): Promise<void> =>
  showLocale(pickLocale(navigator.languages ?? [navigator.language], storedChoice())).catch(() =>
    applyDocument(SOURCE_LOCALE),
  );
