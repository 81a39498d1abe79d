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

// Texts the shared rules build with values (the phone number's rule names its country's digits):
// found by their English message as a pattern, their values carried into the translation.
const BUILT = (['phoneDigitsStart', 'phoneDigits', 'payingRest', 'splittingWays'] as const).map(
  (key) => {
    const parts = EN_APP[key].split(/\{(\w+)\}/);
    const source = parts
      .map((part, index) => (index % 2 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    return {
      key,
      names: parts.filter((_, index) => index % 2),
      pattern: new RegExp(`^${source}$`),
    };
  },
);

function keyAndValues(text: string): [MessageKey, MessageValues?] | null {
  const key = KEY_OF.get(text);
  if (key) return [key];
  for (const { key, names, pattern } of BUILT) {
    const found = pattern.exec(text);
    if (found) return [key, Object.fromEntries(names.map((name, i) => [name, found[i + 1] ?? '']))];
  }
  return null;
}

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
      const found = keyAndValues(text);
      return found ? t(...found) : text;
    },
  };
}
