// Menu food filters (spec sections 2, 5 and 7).
import type { FoodFilter, FoodFilterWire, FoodType, MenuTab } from './enums';

/** The toggle bar each tab shows; Smoke has none. */
export const FOOD_FILTERS_BY_TAB: Readonly<Record<MenuTab, readonly FoodFilter[]>> = {
  EAT: ['VEGETARIAN', 'NON_VEGETARIAN', 'EGGETARIAN'],
  DRINK: ['ALCOHOLIC', 'NON_ALCOHOLIC'],
  SMOKE: [],
};

export function filtersForTab(tab: MenuTab): readonly FoodFilter[] {
  return FOOD_FILTERS_BY_TAB[tab];
}

/**
 * The menu call carries one filter at a time (spec section 7), so exclusivity between the
 * groups and within each group both come down to a single active filter. Tapping the active
 * filter turns it off; tapping another replaces it.
 */
export function toggleFoodFilter(active: FoodFilter | null, tapped: FoodFilter): FoodFilter | null {
  return active === tapped ? null : tapped;
}

const TO_WIRE: Readonly<Record<FoodFilter, FoodFilterWire>> = {
  VEGETARIAN: 'VEGETARIAN',
  NON_VEGETARIAN: 'NON_VEGETARIAN',
  EGGETARIAN: 'EGGETARIAN',
  ALCOHOLIC: 'ALCOHOL',
  NON_ALCOHOLIC: 'BEVERAGES',
};

const FROM_WIRE: Readonly<Record<FoodFilterWire, FoodFilter>> = {
  VEGETARIAN: 'VEGETARIAN',
  NON_VEGETARIAN: 'NON_VEGETARIAN',
  EGGETARIAN: 'EGGETARIAN',
  ALCOHOL: 'ALCOHOLIC',
  BEVERAGES: 'NON_ALCOHOLIC',
};

export function toWireFilter(filter: FoodFilter): FoodFilterWire {
  return TO_WIRE[filter];
}

export function fromWireFilter(wire: FoodFilterWire): FoodFilter {
  return FROM_WIRE[wire];
}

export interface FilterableProduct {
  foodType: FoodType;
  /** Meaningful for drinks only. */
  isAlcoholic: boolean;
  tab: MenuTab;
}

/**
 * Server-side menu filter. The drink filters select drinks only, so an Eat or Smoke item never
 * counts as a non-alcoholic beverage; the diet filters compare foodType on any tab, as the wire
 * values are the food types themselves. No filter matches everything.
 */
export function matchesFoodFilter(
  product: FilterableProduct,
  wire: FoodFilterWire | null,
): boolean {
  switch (wire) {
    case null:
      return true;
    case 'ALCOHOL':
      return product.tab === 'DRINK' && product.isAlcoholic;
    case 'BEVERAGES':
      return product.tab === 'DRINK' && !product.isAlcoholic;
    default:
      return product.foodType === wire;
  }
}
