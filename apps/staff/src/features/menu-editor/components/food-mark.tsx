import type { FoodType } from '@tableside/shared/domain/enums';

const NAMES: Record<FoodType, string> = {
  VEGETARIAN: 'Vegetarian',
  NON_VEGETARIAN: 'Non-vegetarian',
  EGGETARIAN: 'Contains egg',
};

/** The Indian food mark (square with a dot or a triangle), named for screen readers. */
export function FoodMark({ type }: { type: FoodType | null }) {
  if (!type) return null;
  return (
    <span
      className={`food ${type === 'VEGETARIAN' ? 'food--veg' : type === 'EGGETARIAN' ? 'food--egg' : 'food--nonveg'}`}
      title={NAMES[type]}
    >
      <span className={type === 'VEGETARIAN' ? 'food__dot' : 'food__triangle'} aria-hidden="true" />
      <span className="visually-hidden">{NAMES[type]}</span>
    </span>
  );
}
