import { describe, expect, it } from 'vitest';
import { fixtureCategory, fixtureItem, fixtureSize } from './catalogue.fixture';
import {
  canReorderItems,
  DEFAULT_FILTER,
  type ItemSort,
  indexItems,
  queryItems,
} from './item-query';

const now = Date.parse('2026-11-25T12:00:00Z');
const categories = [
  fixtureCategory(1, { name: 'Starters', sortOrder: 1 }),
  fixtureCategory(2, { name: 'Mains', sortOrder: 0 }),
  fixtureCategory(3, { name: 'Curries', parentId: 2, sortOrder: 0 }),
  fixtureCategory(4, { name: 'Beer', tab: 'DRINK', sortOrder: 0 }),
];
const items = [
  fixtureItem(1, { name: 'Paneer Tikka', tags: ['spicy'], sizes: [fixtureSize({ price: 240 })] }),
  fixtureItem(2, { name: 'Crème Brûlée', categoryId: 2, foodType: 'EGGETARIAN' }),
  fixtureItem(3, {
    name: 'Butter Chicken',
    categoryId: 3,
    foodType: 'NON_VEGETARIAN',
    sizes: [fixtureSize({ price: 380, snoozedUntil: '2026-11-25T13:00:00Z' })],
  }),
  fixtureItem(4, {
    name: 'Lager',
    categoryId: 4,
    tab: 'DRINK',
    foodType: null,
    sizes: [fixtureSize({ price: 150, available: false })],
  }),
  fixtureItem(5, { name: 'Old Dish', archived: true }),
];
const index = indexItems(items, categories);
const menuSort: ItemSort = { key: 'menu', descending: false };
const names = (filter: Partial<typeof DEFAULT_FILTER>, sort = menuSort) =>
  queryItems(index, categories, { ...DEFAULT_FILTER, ...filter }, sort, now).map(
    (row) => row.item.name,
  );

describe('item search and filters', () => {
  it('lists live items in menu order: tab, category, sub-category, item', () => {
    expect(names({})).toEqual(['Crème Brûlée', 'Butter Chicken', 'Paneer Tikka', 'Lager']);
  });

  it('searches names and tags, ignoring case and accents', () => {
    expect(names({ search: 'creme' })).toEqual(['Crème Brûlée']);
    expect(names({ search: 'SPICY' })).toEqual(['Paneer Tikka']);
    expect(names({ search: 'butter chick' })).toEqual(['Butter Chicken']);
    expect(names({ search: 'nothing like it' })).toEqual([]);
  });

  it('filters by tab, category with its sub-categories, food type and archive', () => {
    expect(names({ tab: 'DRINK' })).toEqual(['Lager']);
    expect(names({ categoryId: 2 })).toEqual(['Crème Brûlée', 'Butter Chicken']);
    expect(names({ foodType: 'NON_VEGETARIAN' })).toEqual(['Butter Chicken']);
    expect(names({ foodType: 'NONE' })).toEqual(['Lager']);
    expect(names({ archived: true })).toEqual(['Old Dish']);
  });

  it('filters by availability now', () => {
    expect(names({ availability: 'snoozed' })).toEqual(['Butter Chicken']);
    expect(names({ availability: 'off' })).toEqual(['Lager']);
    expect(names({ availability: 'available' })).toEqual(['Crème Brûlée', 'Paneer Tikka']);
  });

  it('sorts by name, price and category, both ways', () => {
    expect(names({}, { key: 'name', descending: false })).toEqual([
      'Butter Chicken',
      'Crème Brûlée',
      'Lager',
      'Paneer Tikka',
    ]);
    expect(names({}, { key: 'price', descending: true })).toEqual([
      'Butter Chicken',
      'Paneer Tikka',
      'Lager',
      'Crème Brûlée',
    ]);
    expect(names({}, { key: 'category', descending: false })[0]).toBe('Lager');
  });

  it('allows dragging rows only in one leaf category in menu order', () => {
    expect(canReorderItems({ ...DEFAULT_FILTER, categoryId: 1 }, menuSort, categories)).toBe(true);
    expect(canReorderItems({ ...DEFAULT_FILTER, categoryId: 2 }, menuSort, categories)).toBe(false);
    expect(
      canReorderItems({ ...DEFAULT_FILTER, categoryId: 1, search: 'a' }, menuSort, categories),
    ).toBe(false);
    expect(
      canReorderItems(
        { ...DEFAULT_FILTER, categoryId: 1 },
        { key: 'name', descending: false },
        categories,
      ),
    ).toBe(false);
  });

  it('answers a keystroke over 1,000 items well under 100 ms', () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      fixtureItem(i + 1, {
        name: `Dish number ${i}`,
        tags: ['house', `t${i % 17}`],
        categoryId: (i % 3) + 1,
      }),
    );
    const bigIndex = indexItems(many, categories);
    const started = performance.now();
    for (const search of ['d', 'di', 'dis', 'dish', 'dish 9', 'dish 99']) {
      queryItems(
        bigIndex,
        categories,
        { ...DEFAULT_FILTER, search },
        { key: 'name', descending: false },
        now,
      );
    }
    expect((performance.now() - started) / 6).toBeLessThan(50);
  });
});
