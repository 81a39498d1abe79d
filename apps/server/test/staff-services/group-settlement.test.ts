import type { OrderGroupStatus } from '@tableside/shared/domain/enums';
import { describe, expect, it } from 'vitest';
import { type SettlingItem, settledGroupStatus } from '../../src/services/staff/group-settlement';

let nextId = 1;
const item = (
  status: SettlingItem['status'],
  quantity = 1,
  cancelledQuantity = 0,
): SettlingItem => ({
  id: nextId++,
  status,
  quantity,
  cancelledQuantity,
});

describe('settledGroupStatus', () => {
  it.each<[string, OrderGroupStatus, SettlingItem[], OrderGroupStatus]>([
    [
      'some items still in progress',
      'IN_PROGRESS',
      [item('DELIVERED'), item('IN_PROGRESS')],
      'IN_PROGRESS',
    ],
    [
      'every visible item delivered',
      'IN_PROGRESS',
      [item('DELIVERED'), item('DELIVERED', 2)],
      'COMPLETED',
    ],
    [
      'delivered plus cancelled items',
      'IN_PROGRESS',
      [item('DELIVERED'), item('CANCELLED', 1, 1)],
      'COMPLETED',
    ],
    [
      'delivered plus a zero-quantity line',
      'IN_PROGRESS',
      [item('DELIVERED'), item('NEW', 0)],
      'COMPLETED',
    ],
    [
      'a partly cancelled item still in progress',
      'IN_PROGRESS',
      [item('IN_PROGRESS', 3, 1)],
      'IN_PROGRESS',
    ],
    [
      'everything cancelled',
      'IN_PROGRESS',
      [item('CANCELLED', 1, 1), item('CANCELLED', 2, 2)],
      'CANCELLED',
    ],
    [
      'a completed group whose items were all cancelled',
      'COMPLETED',
      [item('CANCELLED', 1, 1)],
      'CANCELLED',
    ],
    [
      'a completed group keeping delivered items',
      'COMPLETED',
      [item('DELIVERED', 2, 1)],
      'COMPLETED',
    ],
    ['a DELIVERED group fully delivered', 'DELIVERED', [item('DELIVERED')], 'COMPLETED'],
    ['the cart never changes here', 'NEW', [item('CANCELLED', 1, 1)], 'NEW'],
    ['a cancelled group stays cancelled', 'CANCELLED', [item('DELIVERED')], 'CANCELLED'],
  ])('%s', (_, status, items, expected) => {
    expect(settledGroupStatus(status, items)).toBe(expected);
  });
});
