import type { TFloorTable } from '@tableside/shared/contract/staff';
import { describe, expect, it } from 'vitest';
import { moveTargets } from './move-targets';

const table = (tableId: number, state: TFloorTable['state']): TFloorTable => ({
  tableId,
  name: String(tableId),
  state,
  orderId: state === 'NEW' ? null : 40 + tableId,
  guests: null,
  pin: null,
  openedAt: null,
  totalAmount: 0,
  callWaiter: false,
  callWaiterReasons: [],
  callWaiterAt: null,
  isVerified: false,
  status: null,
  associate: state === 'CUST_ASSOC_NOT_ASSIGNED' ? null : { id: 2, name: 'Asha' },
});

describe('moveTargets', () => {
  const floor = [
    table(1, 'JOIN'),
    table(2, 'NEW'),
    table(3, 'CHECKOUT'),
    table(4, 'CUST_ASSOC_NOT_ASSIGNED'),
    table(5, 'NEW'),
  ];

  it('offers the free, serviceable tables of the order’s branch', () => {
    const targets = moveTargets(floor, [{ id: 1 }]);
    expect(targets.sameBranch).toBe(true);
    expect(targets.free.map((t) => t.tableId)).toEqual([2, 5]);
  });

  it('notices an order of another branch', () => {
    expect(moveTargets(floor, [{ id: 99 }]).sameBranch).toBe(false);
  });
});
