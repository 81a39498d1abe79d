import { describe, expect, it } from 'vitest';
import { conflictRows } from './conflict-diff';
import { catalogueItem } from './item.fixture';
import { itemValuesOf } from './item-form';

const names = {
  category: (id: number) => (id === 1 ? 'Starters' : 'Mains'),
  item: (id: number) => (id === 11 ? 'Lassi' : `Item ${id}`),
};

describe('conflicting fields', () => {
  it('lists nothing when both saved the same', () => {
    const item = catalogueItem();
    expect(conflictRows(itemValuesOf(item), itemValuesOf(item), names)).toEqual([]);
  });

  it('shows theirs beside mine for each field that differs, in the form order', () => {
    const theirs = itemValuesOf(
      catalogueItem({
        name: 'Paneer Tikka (new)',
        categoryId: 3,
        sizes: catalogueItem().sizes.map((size) =>
          size.id === 101 ? { ...size, defaultPrice: 350 } : size,
        ),
      }),
    );
    const mine = { ...itemValuesOf(catalogueItem()), tags: ['Spicy', 'Chef’s special'] };
    expect(conflictRows(mine, theirs, names)).toEqual([
      { field: 'name', label: 'Name', mine: 'Paneer Tikka', theirs: 'Paneer Tikka (new)' },
      { field: 'categoryId', label: 'Category', mine: 'Starters', theirs: 'Mains' },
      { field: 'tags', label: 'Tags', mine: 'Spicy, Chef’s special', theirs: 'Spicy' },
      {
        field: 'sizes',
        label: 'Sizes',
        mine: 'Half ₹180, Full ₹320.50 (default)',
        theirs: 'Half ₹180, Full ₹350 (default)',
      },
    ]);
  });

  it('describes add-ons, allergens and the photo in words', () => {
    const theirs = itemValuesOf(
      catalogueItem({ addOnGroup: null, allergens: [], imageKey: null, imageUrl: null }),
    );
    const rows = conflictRows(itemValuesOf(catalogueItem()), theirs, names);
    expect(rows.map((row) => [row.field, row.mine, row.theirs])).toEqual([
      ['addOns', 'min 1, max 2: Mint chutney ₹0 (auto), Extra cheese ₹40', 'none'],
      ['allergens', 'Milk, Peanuts (may contain)', '—'],
      ['photo', 'A photo', 'No photo'],
    ]);
  });

  it('names recommended items', () => {
    const mine = { ...itemValuesOf(catalogueItem()), recommendedIds: [] };
    expect(conflictRows(mine, itemValuesOf(catalogueItem()), names)).toEqual([
      { field: 'recommendedIds', label: 'Recommended', mine: '—', theirs: 'Lassi' },
    ]);
  });
});
