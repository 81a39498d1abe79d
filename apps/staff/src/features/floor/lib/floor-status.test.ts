import { describe, expect, it } from 'vitest';
import { countByStatus, FLOOR_STATUS_VIEW, floorNotes, floorStatus } from './floor-status';
import { floorTable, openTable } from './floor-table.fixture';

describe('floorStatus', () => {
  it.each([
    ['a table without an order', floorTable(), 'FREE'],
    [
      'a table without an order or associate',
      floorTable({ state: 'CUST_ASSOC_NOT_ASSIGNED', associate: null }),
      'NOT_SERVICEABLE',
    ],
    ['an open order not verified', openTable(), 'UNVERIFIED'],
    ['an open verified order', openTable({ isVerified: true, status: 'IN_PROGRESS' }), 'VERIFIED'],
    ['a bill request', openTable({ isVerified: true, status: 'REQUEST_BILL' }), 'BILL_REQUESTED'],
    ['a checkout', openTable({ state: 'CHECKOUT', status: 'CHECKOUT' }), 'CHECKING_OUT'],
    [
      'a call for a waiter, before anything else',
      openTable({ callWaiter: true, callWaiterReasons: ['WATER'], status: 'REQUEST_BILL' }),
      'CALL_WAITER',
    ],
    [
      'an open order at a table that lost its associate',
      openTable({ state: 'CUST_ASSOC_NOT_ASSIGNED', associate: null, isVerified: true }),
      'VERIFIED',
    ],
  ] as const)('%s is %s', (_, table, status) => {
    expect(floorStatus(table)).toBe(status);
  });

  it('names every status in words', () => {
    expect(FLOOR_STATUS_VIEW.UNVERIFIED.label).toBe('Open · not verified');
    expect(FLOOR_STATUS_VIEW.NOT_SERVICEABLE.label).toBe('Not serviceable');
  });
});

describe('floorNotes', () => {
  it('keeps a bill request visible behind a call for a waiter', () => {
    const table = openTable({ callWaiter: true, status: 'REQUEST_BILL' });
    expect(floorNotes(table)).toEqual(['Bill requested']);
  });

  it('flags an open order without an associate', () => {
    expect(floorNotes(openTable({ associate: null }))).toEqual(['No associate']);
  });

  it('has nothing to add for a free table without an associate: its status says it', () => {
    expect(floorNotes(floorTable({ state: 'CUST_ASSOC_NOT_ASSIGNED', associate: null }))).toEqual(
      [],
    );
  });
});

describe('countByStatus', () => {
  it('counts the tables of each status, most urgent first, leaving out empty ones', () => {
    const counts = countByStatus([
      floorTable(),
      floorTable({ tableId: 2 }),
      openTable({ tableId: 3, callWaiter: true }),
    ]);
    expect([...counts]).toEqual([
      ['CALL_WAITER', 1],
      ['FREE', 2],
    ]);
  });
});
