import type { TFloorTable } from '@tableside/shared/contract/staff';
import { describe, expect, it } from 'vitest';
import { callQueue, tablesLabel, withoutCall } from './call-queue';

const table = (tableId: number, overrides: Partial<TFloorTable> = {}): TFloorTable => ({
  tableId,
  name: String(tableId),
  state: 'JOIN',
  orderId: 100 + tableId,
  guests: 2,
  pin: '1234',
  openedAt: '2025-01-01T10:00:00.000Z',
  totalAmount: 0,
  callWaiter: false,
  callWaiterReasons: [],
  isVerified: true,
  status: 'IN_PROGRESS',
  associate: { id: 2, name: 'Arjun' },
  ...overrides,
});

const calling = (tableId: number, overrides: Partial<TFloorTable> = {}) =>
  table(tableId, { callWaiter: true, callWaiterReasons: ['WATER'], ...overrides });

describe('callQueue', () => {
  it('lists only tables that called, by table name in number order', () => {
    const queue = callQueue([
      calling(10),
      table(3),
      calling(2, { callWaiterReasons: ['CUTLERY'] }),
    ]);
    expect(queue.map((call) => [call.tableNames, call.reasons])).toEqual([
      [['2'], ['CUTLERY']],
      [['10'], ['WATER']],
    ]);
  });

  it('shows an order seated across tables once', () => {
    const queue = callQueue([calling(5, { orderId: 7 }), calling(4, { orderId: 7 })]);
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ orderId: 7, tableIds: [5, 4], tableNames: ['4', '5'] });
  });

  it('keeps who looks after the table, or null', () => {
    expect(callQueue([calling(1, { associate: null })])[0]?.associateName).toBeNull();
  });
});

describe('tablesLabel', () => {
  it.each([
    [['3'], 'Table 3'],
    [['3', '4'], 'Tables 3 + 4'],
  ])('%j -> %s', (names, label) => {
    expect(tablesLabel(names)).toBe(label);
  });
});

describe('withoutCall', () => {
  it('clears the call of every table of the order and leaves the others', () => {
    const tables = withoutCall([calling(1, { orderId: 9 }), calling(2)], 9);
    expect(tables.map((t) => [t.callWaiter, t.callWaiterReasons])).toEqual([
      [false, []],
      [true, ['WATER']],
    ]);
  });
});
