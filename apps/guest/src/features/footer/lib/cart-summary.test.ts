import { describe, expect, it } from 'vitest';
import { cartSummary } from './cart-summary';

const line = (id: number, quantity: number, price: number, status = 'NEW' as const) => ({
  id,
  quantity,
  price,
  status,
});

describe('cartSummary', () => {
  it('counts portions and sums line totals of the cart only, to the paisa', () => {
    expect(
      cartSummary([
        { id: 1, status: 'IN_PROGRESS', orderItems: [line(1, 4, 1000, 'IN_PROGRESS' as never)] },
        { id: 2, status: 'NEW', orderItems: [line(2, 2, 320.1), line(3, 1, 0.2), line(4, 0, 90)] },
      ]),
    ).toEqual({ count: 3, total: 320.3 });
  });

  it('is empty without a cart', () => {
    expect(cartSummary([])).toEqual({ count: 0, total: 0 });
  });
});
