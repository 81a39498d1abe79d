import { describe, expect, it } from 'vitest';
import {
  allMenuItemsAvailable,
  type CartGroup,
  type CartItem,
  pendingCartItems,
  pendingGroupExists,
  unconfirmedItemCount,
  visibleGroups,
} from './cart';
import type { OrderGroupStatus, OrderItemStatus } from './enums';

// A richer caller type: the extra field must survive every operation.
interface Item extends CartItem {
  name: string;
}
type Group = CartGroup<Item>;

const item = (
  id: number,
  quantity = 1,
  status: OrderItemStatus = 'NEW',
  isMenuItemAvailable?: boolean,
): Item => ({ id, quantity, status, name: `item-${id}`, isMenuItemAvailable });
const group = (id: number, status: OrderGroupStatus, ...orderItems: Item[]): Group => ({
  id,
  status,
  orderItems,
});

const mixed = [
  group(1, 'CANCELLED', item(10)),
  group(
    2,
    'IN_PROGRESS',
    item(20, 1, 'IN_PROGRESS'),
    item(21, 2, 'CANCELLED'),
    item(22, 0, 'IN_PROGRESS'),
  ),
  group(3, 'IN_PROGRESS', item(30, 1, 'CANCELLED')),
  group(4, 'NEW', item(40, 2), item(41, 0), item(42, 3, 'NEW', false), item(43, 1, 'CANCELLED')),
];

describe('visibleGroups', () => {
  it('hides cancelled groups, cancelled and zero-quantity items, and emptied groups', () => {
    expect(visibleGroups(mixed)).toEqual([
      group(2, 'IN_PROGRESS', item(20, 1, 'IN_PROGRESS')),
      group(4, 'NEW', item(40, 2), item(42, 3, 'NEW', false)),
    ]);
  });
});

describe('pending cart', () => {
  it.each<[string, Group[], number[], number, boolean, boolean]>([
    ['mixed order', mixed, [40, 42], 5, true, false],
    ['no groups', [], [], 0, false, true],
    [
      'only confirmed groups',
      [group(1, 'COMPLETED', item(10, 4, 'DELIVERED'))],
      [],
      0,
      false,
      true,
    ],
    ['an empty NEW group', [group(1, 'NEW', item(10, 0))], [], 0, false, true],
    [
      'cancelled NEW-looking items',
      [group(1, 'NEW', item(10, 2, 'CANCELLED'))],
      [],
      0,
      false,
      true,
    ],
    [
      'available flag true or missing',
      [group(1, 'NEW', item(10, 1, 'NEW', true), item(11, 2))],
      [10, 11],
      3,
      true,
      true,
    ],
    [
      'out-of-stock item in the cart',
      [group(1, 'NEW', item(10, 1, 'NEW', false))],
      [10],
      1,
      true,
      false,
    ],
    [
      'out-of-stock but removed (quantity 0)',
      [group(1, 'NEW', item(10, 0, 'NEW', false), item(11))],
      [11],
      1,
      true,
      true,
    ],
  ])('%s', (_name, groups, ids, count, exists, available) => {
    expect(pendingCartItems(groups).map((i) => i.id)).toEqual(ids);
    expect(unconfirmedItemCount(groups)).toBe(count);
    expect(pendingGroupExists(groups)).toBe(exists);
    expect(allMenuItemsAvailable(groups)).toBe(available);
  });

  it('keeps the caller type', () => {
    expect(pendingCartItems(mixed).map((i) => i.name)).toEqual(['item-40', 'item-42']);
  });
});
