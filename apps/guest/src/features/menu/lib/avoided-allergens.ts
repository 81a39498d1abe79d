import type { TMenuCategory } from '@tableside/shared/contract/menu';
import { ALLERGENS, type Allergen, hasAnyAllergen } from '@tableside/shared/domain/allergens';

// The allergens a guest asked to hide, kept for the browser tab's session (sessionStorage) so
// the choice survives a reload and the Eat and Drink tabs share it, and forgotten with the tab.

const KEY = 'ts-avoided-allergens';
const listeners = new Set<() => void>();

function read(): Allergen[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? ALLERGENS.filter((a) => stored.includes(a)) : [];
  } catch {
    return [];
  }
}

let current: readonly Allergen[] = typeof sessionStorage === 'undefined' ? [] : read();

export const avoidedAllergens = {
  get: (): readonly Allergen[] => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  toggle(allergen: Allergen): void {
    const next = current.includes(allergen)
      ? current.filter((a) => a !== allergen)
      : ALLERGENS.filter((a) => a === allergen || current.includes(a));
    current = next;
    try {
      sessionStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // Private mode without storage: the choice still holds until the page reloads.
    }
    for (const listener of listeners) listener();
  },
  clear(): void {
    for (const allergen of [...current]) avoidedAllergens.toggle(allergen);
  },
};

/**
 * The menu without the products that contain, or may contain, an avoided allergen (the domain's
 * rule); a sub-category or category left empty goes too.
 */
export function withoutAllergens(
  menu: readonly TMenuCategory[],
  avoided: readonly Allergen[],
): TMenuCategory[] {
  if (avoided.length === 0) return [...menu];
  const keep = (products: TMenuCategory['menuResponseDetails']) =>
    products.filter((p) => !hasAnyAllergen(p.allergens ?? [], avoided));
  return menu
    .map((category) => ({
      ...category,
      menuResponseDetails: keep(category.menuResponseDetails),
      subCategories: category.subCategories
        .map((sub) => ({ ...sub, menuResponseDetails: keep(sub.menuResponseDetails) }))
        .filter((sub) => sub.menuResponseDetails.length > 0),
    }))
    .filter((c) => c.menuResponseDetails.length > 0 || c.subCategories.length > 0);
}
