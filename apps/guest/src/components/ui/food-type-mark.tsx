import type { FoodType } from '@tableside/shared/domain/enums';
import './food-type-mark.css';
import { useTexts } from '../../lib/i18n/use-texts';

const LABELS: Record<FoodType, string> = {
  VEGETARIAN: 'Vegetarian',
  NON_VEGETARIAN: 'Non-vegetarian',
  EGGETARIAN: 'Contains egg',
};

const MODIFIERS: Record<FoodType, string> = {
  VEGETARIAN: 'veg',
  NON_VEGETARIAN: 'nonveg',
  EGGETARIAN: 'egg',
};

/** The square veg / non-veg / egg mark of Indian menus, with its meaning for screen readers. */
export function FoodTypeMark({ type }: { type: FoodType | null | undefined }) {
  const { tx } = useTexts();
  if (!type) return null;
  return (
    <span
      className={`ts-food-mark ts-food-mark--${MODIFIERS[type]}`}
      role="img"
      aria-label={tx(LABELS[type])}
    >
      <span className="ts-food-mark__symbol" />
    </span>
  );
}
