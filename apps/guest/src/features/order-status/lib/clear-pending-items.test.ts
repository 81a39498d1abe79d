import { describe, expect, it, vi } from 'vitest';
import { clearPendingItems } from './clear-pending-items';
import { group, item, order } from './order.fixture';

describe('clearPendingItems', () => {
  const cart = order([
    group(1, 'IN_PROGRESS', [item(10, { status: 'IN_PROGRESS' })]),
    group(2, 'NEW', [
      item(20),
      item(21, { quantity: 0 }),
      item(22, { status: 'CANCELLED' }),
      item(23, { quantity: 3 }),
    ]),
  ]);

  it('sets each visible unconfirmed item to 0, one after the other', async () => {
    const calls: number[] = [];
    let inFlight = 0;
    const clear = vi.fn(async (id: number) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      calls.push(id);
      await Promise.resolve();
      inFlight -= 1;
      return order([group(1, 'IN_PROGRESS', [item(10, { status: 'IN_PROGRESS' })])]);
    });
    const after = await clearPendingItems(cart, clear);
    expect(calls).toEqual([20, 23]);
    expect(after.orderGroups).toHaveLength(1);
  });

  it('stops at the first failure and passes it on', async () => {
    const failure = new Error('Order Item already confirmed');
    const clear = vi.fn().mockRejectedValueOnce(failure);
    await expect(clearPendingItems(cart, clear)).rejects.toBe(failure);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('answers the order as it was when there is nothing to clear', async () => {
    const nothing = order([group(1, 'IN_PROGRESS', [item(10, { status: 'IN_PROGRESS' })])]);
    const clear = vi.fn();
    await expect(clearPendingItems(nothing, clear)).resolves.toBe(nothing);
    expect(clear).not.toHaveBeenCalled();
  });
});
