import type { TFloorTable } from '@tableside/shared/contract/staff';
import { describe, expect, it } from 'vitest';
import { callQueue, withoutCall } from './call-queue';

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
  callWaiterAt: null,
  isVerified: true,
  status: 'IN_PROGRESS',
  associate: { id: 2, name: 'Arjun' },
  ...overrides,
});

const AT_10 = '2025-01-01T10:00:00.000Z';

const calling = (tableId: number, overrides: Partial<TFloorTable> = {}) =>
  table(tableId, {
    callWaiter: true,
    callWaiterReasons: ['WATER'],
    callWaiterAt: AT_10,
    ...overrides,
  });

describe('callQueue', () => {
  it('lists only tables that called, the longest waiting first', () => {
    const queue = callQueue([
      calling(2, { callWaiterAt: '2025-01-01T10:05:00.000Z' }),
      table(3),
      calling(10, { callWaiterReasons: ['CUTLERY'], callWaiterAt: '2025-01-01T09:58:00.000Z' }),
    ]);
    expect(queue.map((call) => [call.tableNames, call.reasons, call.calledAt])).toEqual([
      [['10'], ['CUTLERY'], '2025-01-01T09:58:00.000Z'],
      [['2'], ['WATER'], '2025-01-01T10:05:00.000Z'],
    ]);
  });

  it('orders calls made at the same time by table name, and untimed calls last', () => {
    const queue = callQueue([calling(1, { callWaiterAt: null }), calling(10), calling(2)]);
    expect(queue.map((call) => call.tableNames[0])).toEqual(['2', '10', '1']);
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

describe('withoutCall', () => {
  it('clears the call of every table of the order and leaves the others', () => {
    const tables = withoutCall([calling(1, { orderId: 9 }), calling(2)], 9);
    expect(tables.map((t) => [t.callWaiter, t.callWaiterReasons, t.callWaiterAt])).toEqual([
      [false, [], null],
      [true, ['WATER'], AT_10],
    ]);
  });
});
