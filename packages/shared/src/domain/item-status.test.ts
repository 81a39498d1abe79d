import { describe, expect, it } from 'vitest';
import { ORDER_ITEM_STATUSES, PREP_STATUSES } from './enums';
import { itemStatusView } from './item-status';

describe('itemStatusView', () => {
  it('names every state of an item in words', () => {
    expect(itemStatusView('NEW', undefined)).toEqual({ label: 'Not confirmed', tone: 'pending' });
    expect(itemStatusView('IN_PROGRESS', undefined)).toEqual({
      label: 'Confirmed',
      tone: 'progress',
    });
    expect(itemStatusView('IN_PROGRESS', 'NEW').label).toBe('Confirmed');
    expect(itemStatusView('IN_PROGRESS', 'PREPARING')).toEqual({
      label: 'Preparing',
      tone: 'progress',
    });
    expect(itemStatusView('IN_PROGRESS', 'READY')).toEqual({ label: 'Ready', tone: 'done' });
    expect(itemStatusView('DELIVERED', 'READY')).toEqual({ label: 'Delivered', tone: 'done' });
    expect(itemStatusView('CANCELLED', 'PREPARING')).toEqual({ label: 'Cancelled', tone: 'off' });
  });

  it('gives each status and kitchen step a label, none of them empty', () => {
    for (const status of ORDER_ITEM_STATUSES) {
      for (const prep of [undefined, ...PREP_STATUSES]) {
        expect(itemStatusView(status, prep).label.length).toBeGreaterThan(0);
      }
    }
  });
});
