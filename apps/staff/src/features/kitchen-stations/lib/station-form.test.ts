import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import type { TKitchenStation } from '@tableside/shared/contract/kitchen-stations';
import { describe, expect, it } from 'vitest';
import {
  categorySections,
  inheritedIds,
  nameError,
  otherStationNames,
  sameValues,
} from './station-form';

const category = (
  id: number,
  tab: TCatalogueCategory['tab'],
  parentId: number | null,
  sortOrder = id,
): TCatalogueCategory => ({
  id,
  tab,
  name: `c${id}`,
  parentId,
  sortOrder,
  archived: false,
  itemCount: 1,
  version: 1,
});

const station = (id: number, categoryIds: number[], archived = false): TKitchenStation => ({
  id,
  name: `s${id}`,
  sortOrder: id,
  archived,
  categoryIds,
  version: 1,
});

// Eat: Mains (1) with Curries (11) and Grills (12); Drink: Bar (2).
const categories = [
  category(2, 'DRINK', null),
  category(12, 'EAT', 1, 2),
  category(11, 'EAT', 1, 1),
  category(1, 'EAT', null),
];

describe('station form', () => {
  it('lists Eat before Drink, sub-categories under their parent in menu order', () => {
    const sections = categorySections(categories);
    expect(sections.map((s) => s.label)).toEqual(['Eat', 'Drink']);
    expect(sections[0]?.branches[0]?.children.map((c) => c.id)).toEqual([11, 12]);
  });

  it('shows the sub-categories a ticked parent brings, unless another station ticks them', () => {
    const others = [station(8, [12]), station(9, [11], true)];
    expect([...inheritedIds([1], 7, others, categories)]).toEqual([11]);
    expect([...inheritedIds([1, 11], null, others, categories)]).toEqual([]);
  });

  it('names the other live stations of a category', () => {
    const names = otherStationNames(7, [
      station(7, [1]),
      station(8, [1, 2]),
      station(9, [2], true),
    ]);
    expect(names.get(1)).toEqual(['s8']);
    expect(names.get(2)).toEqual(['s8']);
  });

  it('asks for a name and compares values regardless of order and spaces', () => {
    expect(nameError('  ')).toBe('Enter a name, e.g. Bar');
    expect(nameError('Bar')).toBeUndefined();
    expect(nameError('x'.repeat(41))).toBe('At most 40 characters');
    expect(
      sameValues({ name: 'Bar ', categoryIds: [2, 1] }, { name: 'Bar', categoryIds: [1, 2] }),
    ).toBe(true);
    expect(sameValues({ name: 'Bar', categoryIds: [1] }, { name: 'Bar', categoryIds: [] })).toBe(
      false,
    );
  });
});
