// The 14 allergens EU Regulation 1169/2011 (Annex II) requires a restaurant to declare.
// A product either contains one or may contain traces of it; the guest app shows both and
// can hide items with a chosen allergen.

export const ALLERGENS = [
  'CELERY',
  'GLUTEN',
  'CRUSTACEANS',
  'EGGS',
  'FISH',
  'LUPIN',
  'MILK',
  'MOLLUSCS',
  'MUSTARD',
  'TREE_NUTS',
  'PEANUTS',
  'SESAME',
  'SOYA',
  'SULPHITES',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LEVELS = ['CONTAINS', 'MAY_CONTAIN'] as const;
export type AllergenLevel = (typeof ALLERGEN_LEVELS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  CELERY: 'Celery',
  GLUTEN: 'Gluten',
  CRUSTACEANS: 'Crustaceans',
  EGGS: 'Eggs',
  FISH: 'Fish',
  LUPIN: 'Lupin',
  MILK: 'Milk',
  MOLLUSCS: 'Molluscs',
  MUSTARD: 'Mustard',
  TREE_NUTS: 'Tree nuts',
  PEANUTS: 'Peanuts',
  SESAME: 'Sesame',
  SOYA: 'Soya',
  SULPHITES: 'Sulphites',
};

/** Whether a product should be hidden for a guest avoiding these allergens (traces count). */
export function hasAnyAllergen(
  productAllergens: readonly { allergen: Allergen }[],
  avoided: readonly Allergen[],
): boolean {
  return productAllergens.some((entry) => avoided.includes(entry.allergen));
}

/** The summary's words: English by default, the guest's language on its screens. */
export interface AllergenWords {
  contains: string;
  mayContain: string;
  name: (allergen: Allergen) => string;
}

const ENGLISH_WORDS: AllergenWords = {
  contains: 'Contains',
  mayContain: 'May contain',
  name: (allergen) => ALLERGEN_LABELS[allergen],
};

/**
 * What the guest reads on an item: 'Contains: Milk, Gluten · May contain: Peanuts', each part
 * only when it has an allergen, in the order given; null when none is declared.
 */
export function describeAllergens(
  entries: readonly { allergen: Allergen; level: AllergenLevel }[],
  words: AllergenWords = ENGLISH_WORDS,
): string | null {
  const part = (level: AllergenLevel, heading: string) => {
    const names = entries.filter((e) => e.level === level).map((e) => words.name(e.allergen));
    return names.length > 0 ? `${heading}: ${names.join(', ')}` : null;
  };
  const parts = [part('CONTAINS', words.contains), part('MAY_CONTAIN', words.mayContain)].filter(
    (p): p is string => p !== null,
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}
