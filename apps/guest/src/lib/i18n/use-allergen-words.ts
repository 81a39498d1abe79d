import { ALLERGEN_LABELS, type AllergenWords } from '@tableside/shared/domain/allergens';
import { useMemo } from 'react';
import { useTexts } from './use-texts';

/** The allergen summary's words ('Contains: Milk') in the guest's language. */
export function useAllergenWords(): AllergenWords {
  const { t, tx } = useTexts();
  return useMemo(
    () => ({
      contains: t('contains'),
      mayContain: t('mayContain'),
      name: (allergen) => tx(ALLERGEN_LABELS[allergen]),
    }),
    [t, tx],
  );
}
