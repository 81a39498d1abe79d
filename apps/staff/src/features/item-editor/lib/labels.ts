import type { AllergenLevel } from '@tableside/shared/domain/allergens';
import type { FoodType, MenuTab } from '@tableside/shared/domain/enums';

// Words the item form shows for the contract's enums.

export const FOOD_TYPE_LABELS: Record<FoodType, string> = {
  VEGETARIAN: 'Vegetarian',
  NON_VEGETARIAN: 'Non-vegetarian',
  EGGETARIAN: 'Eggetarian',
};

export const TAB_LABELS: Record<MenuTab, string> = { EAT: 'Eat', DRINK: 'Drink', SMOKE: 'Smoke' };

export const ALLERGEN_LEVEL_LABELS: Record<AllergenLevel | 'NONE', string> = {
  NONE: 'None',
  CONTAINS: 'Contains',
  MAY_CONTAIN: 'May contain',
};
