import type { TOrderItem } from '@tableside/shared/contract/order';
import type { TKitchenTicket } from '@tableside/shared/contract/staff-console';
import { describe, expect, it } from 'vitest';
import { withoutItem, withoutTicket, withPrepStatus } from './ticket-list';

const item = (id: number) => ({ id }) as TOrderItem;
const ticket = (orderGroupId: number, itemIds: number[]) =>
  ({ orderGroupId, items: itemIds.map(item) }) as TKitchenTicket;

describe('withoutItem', () => {
  it('takes the bumped line off its ticket', () => {
    const tickets = [ticket(1, [10, 11]), ticket(2, [20])];
    expect(withoutItem(tickets, 11)).toEqual([ticket(1, [10]), ticket(2, [20])]);
  });

  it('drops a ticket whose last line was bumped', () => {
    expect(withoutItem([ticket(1, [10]), ticket(2, [20])], 10)).toEqual([ticket(2, [20])]);
  });

  it('leaves the board as it is for a line it does not show', () => {
    const tickets = [ticket(1, [10])];
    expect(withoutItem(tickets, 99)).toEqual(tickets);
  });
});

describe('withoutTicket', () => {
  it('drops the bumped ticket only', () => {
    expect(withoutTicket([ticket(1, [10]), ticket(2, [20])], 1)).toEqual([ticket(2, [20])]);
  });
});

describe('withPrepStatus', () => {
  it('sets the state of the started line only', () => {
    const tickets = [ticket(1, [10, 11]), ticket(2, [20])];
    const after = withPrepStatus(tickets, { orderItemId: 11, prepStatus: 'PREPARING' });
    expect(after[0]?.items.map((i) => i.prepStatus)).toEqual([undefined, 'PREPARING']);
    expect(after[1]).toBe(tickets[1]);
  });
});
