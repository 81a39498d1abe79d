import type { FoodType } from '@tableside/shared/domain/enums';

const NAMES: Record<FoodType, string> = {
  VEGETARIAN: 'Vegetarian',
  NON_VEGETARIAN: 'Non-vegetarian',
  EGGETARIAN: 'Contains egg',
};

/**
 * The Indian food mark: a square with a dot for veg, a triangle for non-veg and egg, so the
 * shape tells them apart as well as the colour; screen readers hear the word.
 */
export function FoodTypeMark({ type }: { type: FoodType | null }) {
  if (!type) return null;
  const shape = type === 'VEGETARIAN' ? 'dot' : 'triangle';
  return (
    <span className={`food-mark food-mark--${type.toLowerCase()}`} title={NAMES[type]}>
      <span className={`food-mark__${shape}`} aria-hidden="true" />
      <span className="visually-hidden">{NAMES[type]}</span>
    </span>
  );
}
