import { useMemo } from 'react';
import { type Texts, textsFor, useLocaleStore } from './locale-store';

/** The active language's texts; re-renders when the guest switches. */
export function useTexts(): Texts {
  const locale = useLocaleStore((state) => state.locale);
  const translation = useLocaleStore((state) => state.translation);
  return useMemo(() => textsFor({ locale, translation }), [locale, translation]);
}
