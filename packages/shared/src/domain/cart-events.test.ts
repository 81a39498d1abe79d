import { describe, expect, it } from 'vitest';
import type { CartGroup, CartItem } from './cart';
import {
  applyConfirmation,
  applyGroupStatus,
  applyItemDelivered,
  applyItemPrepStatus,
  mergeCartUpdate,
} from './cart-events';
import type { OrderGroupStatus, OrderItemStatus } from './enums';

// A richer caller type: the extra field must survive every event.
interface Item extends CartItem {
  name: string;
}
type Group = CartGroup<Item>;

const item = (id: number, quantity = 1, status: OrderItemStatus = 'NEW'): Item => ({
  id,
  quantity,
  status,
  name: `item-${id}`,
});
const group = (id: number, status: OrderGroupStatus, ...orderItems: Item[]): Group => ({
  id,
  status,
  orderItems,
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

describe('mergeCartUpdate', () => {
  const current = [
    group(1, 'IN_PROGRESS', item(10, 2, 'IN_PROGRESS')),
    group(2, 'NEW', item(20), item(21, 3)),
  ];

  it.each<[string, Group[], Group[]]>([
    ['no change', [], current],
    [
      'quantity change replaces the item in place',
      [group(2, 'NEW', item(21, 5))],
      [current[0]!, group(2, 'NEW', item(20), item(21, 5))],
    ],
    [
      'quantity 0 removes the item',
      [group(2, 'NEW', item(20, 0))],
      [current[0]!, group(2, 'NEW', item(21, 3))],
    ],
    [
      'removing the last items drops the group',
      [group(2, 'NEW', item(20, 0), item(21, 0))],
      [current[0]!],
    ],
    [
      'unknown item in a known group is appended',
      [group(2, 'NEW', item(22, 4))],
      [current[0]!, group(2, 'NEW', item(20), item(21, 3), item(22, 4))],
    ],
    ['unknown item with quantity 0 is ignored', [group(2, 'NEW', item(99, 0))], current],
    [
      'unknown group is added',
      [group(3, 'NEW', item(30))],
      [...current, group(3, 'NEW', item(30))],
    ],
    [
      'unknown group keeps only items with quantity',
      [group(3, 'NEW', item(30, 0), item(31, 2))],
      [...current, group(3, 'NEW', item(31, 2))],
    ],
    ['unknown group with only removals is not added', [group(3, 'NEW', item(30, 0))], current],
    [
      'the event group status wins',
      [group(2, 'IN_PROGRESS', item(20, 1, 'IN_PROGRESS'))],
      [current[0]!, group(2, 'IN_PROGRESS', item(20, 1, 'IN_PROGRESS'), item(21, 3))],
    ],
    [
      'several groups at once',
      [group(1, 'IN_PROGRESS', item(10, 0)), group(2, 'NEW', item(20, 7))],
      [group(2, 'NEW', item(20, 7), item(21, 3))],
    ],
  ])('%s', (_name, incoming, expected) => {
    expect(mergeCartUpdate(current, incoming)).toEqual(expected);
  });

  it('leaves an untouched empty group alone', () => {
    const withEmpty = [group(5, 'NEW'), group(2, 'NEW', item(20))];
    expect(mergeCartUpdate(withEmpty, [group(2, 'NEW', item(20, 2))])).toEqual([
      group(5, 'NEW'),
      group(2, 'NEW', item(20, 2)),
    ]);
  });

  it('does not mutate its inputs', () => {
    const frozenCurrent = deepFreeze(structuredClone(current));
    const incoming = deepFreeze([
      group(2, 'NEW', item(20, 0), item(22)),
      group(3, 'NEW', item(30)),
    ]);
    expect(() => mergeCartUpdate(frozenCurrent, incoming)).not.toThrow();
    expect(frozenCurrent).toEqual(current);
  });
});

describe('live event effects', () => {
  const cart = [
    group(1, 'NEW', item(10, 2), item(11, 0), item(12, 1, 'CANCELLED')),
    group(2, 'IN_PROGRESS', item(20, 1, 'IN_PROGRESS'), item(21, 1, 'IN_PROGRESS')),
  ];

  it.each<[string, (groups: readonly Group[]) => Group[], Group[]]>([
    [
      'confirmation sets the group and its items with quantity to IN_PROGRESS',
      (groups) => applyConfirmation(groups, 1),
      [
        group(1, 'IN_PROGRESS', item(10, 2, 'IN_PROGRESS'), item(11, 0), item(12, 1, 'CANCELLED')),
        cart[1]!,
      ],
    ],
    ['confirmation of an unknown group', (groups) => applyConfirmation(groups, 9), cart],
    [
      'delivered sets the matching item',
      (groups) => applyItemDelivered(groups, { orderGroupId: 2, orderItemId: 21 }),
      [cart[0]!, group(2, 'IN_PROGRESS', item(20, 1, 'IN_PROGRESS'), item(21, 1, 'DELIVERED'))],
    ],
    [
      'delivered needs the right group',
      (groups) => applyItemDelivered(groups, { orderGroupId: 1, orderItemId: 21 }),
      cart,
    ],
    [
      'prep status sets the matching item only',
      (groups) =>
        applyItemPrepStatus(groups, { orderGroupId: 2, orderItemId: 21, prepStatus: 'READY' }),
      [
        cart[0]!,
        group(2, 'IN_PROGRESS', item(20, 1, 'IN_PROGRESS'), {
          ...item(21, 1, 'IN_PROGRESS'),
          prepStatus: 'READY',
        } as Item),
      ],
    ],
    [
      'group status sets only the group',
      (groups) => applyGroupStatus(groups, { orderGroupId: 2, status: 'COMPLETED' }),
      [cart[0]!, group(2, 'COMPLETED', item(20, 1, 'IN_PROGRESS'), item(21, 1, 'IN_PROGRESS'))],
    ],
    [
      'group status of an unknown group',
      (groups) => applyGroupStatus(groups, { orderGroupId: 9, status: 'COMPLETED' }),
      cart,
    ],
  ])('%s', (_name, apply, expected) => {
    const frozen = deepFreeze(structuredClone(cart));
    expect(apply(frozen)).toEqual(expected);
    expect(frozen).toEqual(cart);
  });
});
