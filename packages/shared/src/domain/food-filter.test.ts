import { describe, expect, it } from 'vitest';
import { FOOD_FILTER_WIRE_VALUES, FOOD_FILTERS, type FoodFilter } from './enums';
import {
  type FilterableProduct,
  filtersForTab,
  fromWireFilter,
  matchesFoodFilter,
  toggleFoodFilter,
  toWireFilter,
} from './food-filter';

describe('filtersForTab', () => {
  it.each([
    ['EAT', ['VEGETARIAN', 'NON_VEGETARIAN', 'EGGETARIAN']],
    ['DRINK', ['ALCOHOLIC', 'NON_ALCOHOLIC']],
    ['SMOKE', []],
  ] as const)('%s -> %j', (tab, expected) => {
    expect(filtersForTab(tab)).toEqual(expected);
  });

  it('puts every filter on exactly one tab', () => {
    const all = [...filtersForTab('EAT'), ...filtersForTab('DRINK'), ...filtersForTab('SMOKE')];
    expect([...all].sort()).toEqual([...FOOD_FILTERS].sort());
  });
});

describe('toggleFoodFilter: one active filter at a time', () => {
  it.each<[FoodFilter | null, FoodFilter, FoodFilter | null]>([
    [null, 'VEGETARIAN', 'VEGETARIAN'],
    ['VEGETARIAN', 'VEGETARIAN', null],
    ['VEGETARIAN', 'EGGETARIAN', 'EGGETARIAN'],
    ['VEGETARIAN', 'ALCOHOLIC', 'ALCOHOLIC'],
    ['ALCOHOLIC', 'NON_ALCOHOLIC', 'NON_ALCOHOLIC'],
    ['NON_ALCOHOLIC', 'NON_ALCOHOLIC', null],
    ['NON_ALCOHOLIC', 'NON_VEGETARIAN', 'NON_VEGETARIAN'],
  ])('active %s, tap %s -> %s', (active, tapped, expected) => {
    expect(toggleFoodFilter(active, tapped)).toBe(expected);
  });
});

describe('wire mapping', () => {
  it.each([
    ['VEGETARIAN', 'VEGETARIAN'],
    ['NON_VEGETARIAN', 'NON_VEGETARIAN'],
    ['EGGETARIAN', 'EGGETARIAN'],
    ['ALCOHOLIC', 'ALCOHOL'],
    ['NON_ALCOHOLIC', 'BEVERAGES'],
  ] as const)('%s <-> %s', (filter, wire) => {
    expect(toWireFilter(filter)).toBe(wire);
    expect(fromWireFilter(wire)).toBe(filter);
  });

  it('covers every wire value', () => {
    expect(FOOD_FILTERS.map(toWireFilter).sort()).toEqual([...FOOD_FILTER_WIRE_VALUES].sort());
  });
});

describe('matchesFoodFilter', () => {
  const vegCurry: FilterableProduct = { foodType: 'VEGETARIAN', isAlcoholic: false, tab: 'EAT' };
  const chicken: FilterableProduct = { foodType: 'NON_VEGETARIAN', isAlcoholic: false, tab: 'EAT' };
  const omelette: FilterableProduct = { foodType: 'EGGETARIAN', isAlcoholic: false, tab: 'EAT' };
  const beer: FilterableProduct = { foodType: 'VEGETARIAN', isAlcoholic: true, tab: 'DRINK' };
  const lime: FilterableProduct = { foodType: 'VEGETARIAN', isAlcoholic: false, tab: 'DRINK' };
  const hookah: FilterableProduct = { foodType: 'VEGETARIAN', isAlcoholic: false, tab: 'SMOKE' };

  it.each([
    ['veg curry', vegCurry, null, true],
    ['beer', beer, null, true],
    ['veg curry', vegCurry, 'VEGETARIAN', true],
    ['veg curry', vegCurry, 'NON_VEGETARIAN', false],
    ['chicken', chicken, 'NON_VEGETARIAN', true],
    ['chicken', chicken, 'EGGETARIAN', false],
    ['omelette', omelette, 'EGGETARIAN', true],
    ['omelette', omelette, 'VEGETARIAN', false],
    ['beer', beer, 'ALCOHOL', true],
    ['beer', beer, 'BEVERAGES', false],
    ['lime soda', lime, 'BEVERAGES', true],
    ['lime soda', lime, 'ALCOHOL', false],
    ['veg curry', vegCurry, 'BEVERAGES', false],
    ['hookah', hookah, 'BEVERAGES', false],
    ['hookah', hookah, 'ALCOHOL', false],
  ] as const)('%s with %s -> %s', (_, product, wire, expected) => {
    expect(matchesFoodFilter(product, wire)).toBe(expected);
  });
});
