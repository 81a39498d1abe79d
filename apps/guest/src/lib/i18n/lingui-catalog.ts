import { i18n } from '@lingui/core';
import type { Catalog, MessageKey } from './catalog';
import { compile, type MessageValues } from './fill';
import type { Locale } from './locales';

// Lingui and a translated catalog (with its script's font) load together, only when the guest
// reads Hindi or Arabic: an English phone never downloads them (docs/decisions/0017).

const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<Catalog>> = {
  hi: () => import('./hi').then((module) => module.HI),
  ar: () => import('./ar').then((module) => module.AR),
};

const loaded = new Set<Locale>();

export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Makes `locale` Lingui's active one, loading its catalog the first time. */
export async function activateCatalog(locale: Exclude<Locale, 'en'>): Promise<Translate> {
  if (!loaded.has(locale)) {
    const catalog = await CATALOGS[locale]();
    i18n.load(
      locale,
      Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compile(text)])),
    );
    loaded.add(locale);
  }
  i18n.activate(locale);
  return (key, values) => i18n._(key, values);
}
