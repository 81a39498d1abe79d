import { describe, expect, it } from 'vitest';
import type { CartGroup } from './cart';
import type { OrderGroupStatus, OrderItemStatus } from './enums';
import {
  type CategorisedItem,
  completedOrderCards,
  type GroupStatusTag,
  groupByCategory,
  groupStatusTag,
  orderGroupLabel,
  pendingItemsByCategory,
  reorderItemsByCategory,
  sortByName,
  sortBySequence,
} from './order-display';

interface Item extends CategorisedItem {
  name: string;
}
type Group = CartGroup<Item>;

const item = (
  id: number,
  topMostCategory: string,
  status: OrderItemStatus = 'NEW',
  quantity = 1,
): Item => ({ id, topMostCategory, status, quantity, name: `item-${id}` });
const group = (id: number, status: OrderGroupStatus, ...orderItems: Item[]): Group => ({
  id,
  status,
  orderItems,
});
const ids = (sections: { category: string; items: { id: number }[] }[]) =>
  sections.map((s) => [s.category, s.items.map((i) => i.id)]);

describe('orderGroupLabel', () => {
  it.each<[number, string]>([
    [1, 'Order #01'],
    [9, 'Order #09'],
    [10, 'Order #10'],
    [99, 'Order #99'],
    [123, 'Order #123'],
  ])('%i -> %s', (position, label) => {
    expect(orderGroupLabel(position)).toBe(label);
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects %d', (position) => {
    expect(() => orderGroupLabel(position)).toThrow(RangeError);
  });
});

describe('sortByName', () => {
  it.each<[string, string[], string[]]>([
    ['alphabetical', ['Starters', 'Beer', 'Mains'], ['Beer', 'Mains', 'Starters']],
    ['case-insensitive', ['soups', 'Breads', 'appetisers'], ['appetisers', 'Breads', 'soups']],
    ['locale-aware accents', ['Zucchini', 'Éclairs', 'Eggs'], ['Éclairs', 'Eggs', 'Zucchini']],
    ['numbers in names', ['Combo 10', 'Combo 2'], ['Combo 2', 'Combo 10']],
    [
      'equal names keep input order',
      ['drinks', 'Drinks', 'DRINKS'],
      ['drinks', 'Drinks', 'DRINKS'],
    ],
    ['empty', [], []],
  ])('%s', (_name, names, expected) => {
    const input = names.map((categoryName) => ({ categoryName }));
    expect(sortByName(input, 'categoryName').map((c) => c.categoryName)).toEqual(expected);
    expect(input.map((c) => c.categoryName)).toEqual(names);
  });
});

describe('groupByCategory', () => {
  it.each<[string, Item[], [string, number[]][]]>([
    ['empty', [], []],
    [
      'sections sorted, items in input order',
      [item(1, 'Mains'), item(2, 'beer'), item(3, 'Mains'), item(4, 'Appetisers')],
      [
        ['Appetisers', [4]],
        ['beer', [2]],
        ['Mains', [1, 3]],
      ],
    ],
    [
      'different case is a different category name',
      [item(1, 'Beer'), item(2, 'beer')],
      [
        ['Beer', [1]],
        ['beer', [2]],
      ],
    ],
  ])('%s', (_name, items, expected) => {
    expect(ids(groupByCategory(items))).toEqual(expected);
  });
});

const order = [
  group(1, 'CANCELLED', item(10, 'Beer', 'IN_PROGRESS')),
  group(2, 'COMPLETED', item(20, 'Mains', 'DELIVERED'), item(21, 'Beer', 'CANCELLED')),
  group(3, 'IN_PROGRESS', item(30, 'Beer', 'IN_PROGRESS'), item(31, 'Desserts', 'IN_PROGRESS', 0)),
  group(4, 'NEW', item(40, 'Mains'), item(41, 'Appetisers'), item(42, 'Mains', 'NEW', 0)),
];

describe('My Orders and Repeat lists', () => {
  it.each<
    [string, (groups: Group[]) => { category: string; items: Item[] }[], [string, number[]][]]
  >([
    [
      'pending items of NEW groups by category',
      pendingItemsByCategory,
      [
        ['Appetisers', [41]],
        ['Mains', [40]],
      ],
    ],
    [
      'confirmed items by category, hiding cancelled and zero quantity',
      reorderItemsByCategory,
      [
        ['Beer', [30]],
        ['Mains', [20]],
      ],
    ],
  ])('%s', (_name, list, expected) => {
    expect(ids(list(order))).toEqual(expected);
  });

  it('keeps the caller type', () => {
    expect(pendingItemsByCategory(order)[0]?.items[0]?.name).toBe('item-41');
  });
});

describe('sortBySequence', () => {
  it.each<[string, { id: number; sequence?: number | null }[], number[]]>([
    [
      'ascending',
      [
        { id: 1, sequence: 3 },
        { id: 2, sequence: 1 },
        { id: 3, sequence: 2 },
      ],
      [2, 3, 1],
    ],
    [
      'missing and null go last',
      [{ id: 1 }, { id: 2, sequence: 5 }, { id: 3, sequence: null }, { id: 4, sequence: 0 }],
      [4, 2, 1, 3],
    ],
    [
      'ties keep input order',
      [{ id: 1, sequence: 1 }, { id: 2, sequence: 1 }, { id: 3 }, { id: 4 }],
      [1, 2, 3, 4],
    ],
    [
      'negative first',
      [
        { id: 1, sequence: 1 },
        { id: 2, sequence: -1 },
      ],
      [2, 1],
    ],
  ])('%s', (_name, list, expected) => {
    expect(sortBySequence(list).map((p) => p.id)).toEqual(expected);
  });
});

describe('groupStatusTag', () => {
  it.each<[string, Group, GroupStatusTag]>([
    ['completed group', group(1, 'COMPLETED', item(1, 'A', 'IN_PROGRESS')), 'DELIVERED'],
    ['delivered group', group(1, 'DELIVERED', item(1, 'A', 'IN_PROGRESS')), 'DELIVERED'],
    [
      'all visible items delivered',
      group(
        1,
        'IN_PROGRESS',
        item(1, 'A', 'DELIVERED'),
        item(2, 'A', 'CANCELLED'),
        item(3, 'A', 'IN_PROGRESS', 0),
      ),
      'DELIVERED',
    ],
    [
      'some items still cooking',
      group(1, 'IN_PROGRESS', item(1, 'A', 'DELIVERED'), item(2, 'A', 'IN_PROGRESS')),
      'IN PROGRESS',
    ],
    ['no visible items', group(1, 'IN_PROGRESS', item(1, 'A', 'CANCELLED')), 'IN PROGRESS'],
  ])('%s', (_name, g, tag) => {
    expect(groupStatusTag(g)).toBe(tag);
  });
});

describe('completedOrderCards', () => {
  it('numbers visible confirmed groups and tags them', () => {
    expect(completedOrderCards(order).map((c) => [c.label, c.tag, c.group.id])).toEqual([
      ['Order #01', 'DELIVERED', 2],
      ['Order #02', 'IN PROGRESS', 3],
    ]);
  });
});
