import { i18n } from '@lingui/core';
import type { Catalog, MessageKey } from './catalog';
import { EN_APP } from './en-app';
import { EN_ENTRY } from './en-entry';
import { compile, type MessageValues } from './fill';
import type { Locale } from './locales';

// Lingui and a translated catalog (with its script's font) load together, only when the guest
// reads Hindi or Arabic: an English phone never downloads them (docs/decisions/0017).

const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<Catalog>> = {
  hi: () => import('./hi').then((module) => module.HI),
  ar: () => import('./ar').then((module) => module.AR),
};

const loaded = new Set<Locale>();

export interface Translation {
  t: (key: MessageKey, values?: MessageValues) => string;
  /** A text the domain rules or the server wrote in English (MSG), in the guest's language. */
  tx: (english: string) => string;
}

// The English of every message, to find the key of a text the domain or the server wrote.
const KEY_OF = new Map<string, MessageKey>(
  Object.entries({ ...EN_ENTRY, ...EN_APP }).map(([key, text]) => [text, key as MessageKey]),
);

/** Makes `locale` Lingui's active one, loading its catalog the first time. */
export async function activateCatalog(locale: Exclude<Locale, 'en'>): Promise<Translation> {
  if (!loaded.has(locale)) {
    const catalog = await CATALOGS[locale]();
    i18n.load(
      locale,
      Object.fromEntries(Object.entries(catalog).map(([key, text]) => [key, compile(text)])),
    );
    loaded.add(locale);
  }
  i18n.activate(locale);
  const t = (key: MessageKey, values?: MessageValues) => i18n._(key, values);
  return {
    t,
    tx: (text) => {
      const key = KEY_OF.get(text);
      return key ? t(key) : text;
    },
  };
}
