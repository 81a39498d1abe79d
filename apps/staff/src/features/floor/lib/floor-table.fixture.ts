import type { TFloorTable } from '@tableside/shared/contract/staff';

/** A free, serviceable table; tests override what they are about. */
export function floorTable(overrides: Partial<TFloorTable> = {}): TFloorTable {
  return {
    tableId: 1,
    name: '1',
    state: 'NEW',
    orderId: null,
    guests: null,
    pin: null,
    openedAt: null,
    totalAmount: 0,
    callWaiter: false,
    callWaiterReasons: [],
    callWaiterAt: null,
    isVerified: false,
    status: null,
    associate: { id: 2, name: 'Arjun' },
    ...overrides,
  };
}

/** A table with an open order (JOIN), not verified yet. */
export const openTable = (overrides: Partial<TFloorTable> = {}) =>
  floorTable({
    state: 'JOIN',
    orderId: 10,
    guests: 2,
    pin: '1234',
    openedAt: '2025-01-01T10:00:00.000Z',
    status: 'NEW',
    ...overrides,
  });
