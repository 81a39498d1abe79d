import { describe, expect, it } from 'vitest';
import { categoryGroups, categoryName } from './category-options';
import { catalogueItem, categories } from './item.fixture';
import { recommendable } from './recommendable';

describe('category picker', () => {
  it('groups by tab in menu order, sub-categories under their parent, archived left out', () => {
    expect(categoryGroups(categories, 1)).toEqual([
      {
        tab: 'DRINK',
        label: 'Drink',
        options: [{ id: 4, label: 'Cocktails' }],
      },
      {
        tab: 'EAT',
        label: 'Eat',
        options: [
          { id: 3, label: 'Mains' },
          { id: 1, label: 'Starters' },
          { id: 2, label: 'Starters › Soups' },
        ],
      },
    ]);
  });

  it('keeps the item’s own archived category, marked', () => {
    const drink = categoryGroups(categories, 5).find((group) => group.tab === 'DRINK');
    expect(drink?.options).toContainEqual({ id: 5, label: 'Old drinks (archived)' });
  });

  it('names a sub-category with its parent', () => {
    expect(categoryName(categories, 2)).toBe('Starters › Soups');
    expect(categoryName(categories, 99)).toBe('Category 99');
  });
});

describe('items to recommend', () => {
  const items = [
    catalogueItem({ id: 10, name: 'Paneer Tikka' }),
    catalogueItem({ id: 11, name: 'Mango Lassi' }),
    catalogueItem({ id: 12, name: 'Sweet Lassi', archived: true }),
    catalogueItem({ id: 13, name: 'Lassi Float' }),
  ];

  it('finds live items by part of the name, never the item itself', () => {
    expect(recommendable(items, 10, 'lassi').map((item) => item.id)).toEqual([13, 11]);
    expect(recommendable(items, 11, '').map((item) => item.id)).toEqual([13, 10]);
  });
});
