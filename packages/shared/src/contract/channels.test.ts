import { describe, expect, it } from 'vitest';
import {
  cartChannel,
  customerChannel,
  type ParsedChannel,
  parseChannel,
  priceChannel,
  staffChannel,
} from './channels';

describe('channel builders', () => {
  it.each([
    [customerChannel({ brandId: 1, branchId: 2, tableId: 3 }), 'customer-1-2-3'],
    [
      cartChannel({ tenantShortName: 'brewroom', branchShortName: 'indiranagar', tableId: 3 }),
      'brewroom-indiranagar-3',
    ],
    [
      cartChannel({ tenantShortName: 'Brew Room', branchShortName: 'HSR/Layout.2', tableId: 12 }),
      'Brew-Room-HSR-Layout-2-12',
    ],
    [
      cartChannel({ tenantShortName: 'café_bar', branchShortName: 'mg-road', tableId: 1 }),
      'caf--bar-mg-road-1',
    ],
    [priceChannel(7), 'price-7'],
    [staffChannel({ brandId: 1, branchId: 2 }), 'staff-1-2'],
  ])('builds %j', (built, expected) => {
    expect(built).toBe(expected);
  });
});

describe('parseChannel', () => {
  const cases: [string, ParsedChannel | null][] = [
    ['customer-1-2-3', { kind: 'customer', brandId: 1, branchId: 2, tableId: 3 }],
    ['price-7', { kind: 'price', branchId: 7 }],
    ['staff-1-2', { kind: 'staff', brandId: 1, branchId: 2 }],
    ['brewroom-indiranagar-3', { kind: 'cart', scope: 'brewroom-indiranagar', tableId: 3 }],
    ['Brew-Room-HSR-Layout-2-12', { kind: 'cart', scope: 'Brew-Room-HSR-Layout-2', tableId: 12 }],
    // Malformed names of a reserved kind are not read as a cart.
    ['customer-1-2', null],
    ['staff-1-2-3', null],
    ['price-x', null],
    // Ids have one spelling: no leading zeros, no zero, not beyond a database integer.
    ['customer-01-2-3', null],
    ['price-0', null],
    ['price-2147483648', null],
    ['brewroom-indiranagar-03', null],
    // Not ours.
    ['', null],
    ['brewroom', null],
    ['brewroom-3', null],
    ['brew room-indiranagar-3', null],
    ['brewroom-indiranagar-3 ', null],
  ];

  it.each(cases)('parses %j', (name, expected) => {
    expect(parseChannel(name)).toEqual(expected);
  });

  it('reads back every built name', () => {
    expect(parseChannel(customerChannel({ brandId: 9, branchId: 8, tableId: 7 }))).toEqual({
      kind: 'customer',
      brandId: 9,
      branchId: 8,
      tableId: 7,
    });
    expect(parseChannel(staffChannel({ brandId: 9, branchId: 8 }))).toEqual({
      kind: 'staff',
      brandId: 9,
      branchId: 8,
    });
    expect(parseChannel(priceChannel(2147483647))).toEqual({ kind: 'price', branchId: 2147483647 });
    const cart = cartChannel({ tenantShortName: 'a.b', branchShortName: 'c', tableId: 5 });
    expect(parseChannel(cart)).toEqual({ kind: 'cart', scope: 'a-b-c', tableId: 5 });
  });
});
