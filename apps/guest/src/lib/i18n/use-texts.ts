import { useMemo } from 'react';
import { type Texts, textsFor, useLocaleStore } from './locale-store';

/** The active language's texts; re-renders when the guest switches. */
export function useTexts(): Texts {
  const locale = useLocaleStore((state) => state.locale);
  const translate = useLocaleStore((state) => state.translate);
  return useMemo(() => textsFor({ locale, translate }), [locale, translate]);
}
