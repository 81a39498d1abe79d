import { describe, expect, it } from 'vitest';
import { lineTotal } from './line-total';

describe('lineTotal', () => {
  it("keeps the server's total for the count it priced", () => {
    expect(lineTotal({ price: 580, unitPrice: 290, quantity: 2 }, 2)).toBe(580);
  });

  it('multiplies the unit price exactly for a count still on its way', () => {
    expect(lineTotal({ price: 0.3, unitPrice: 0.1, quantity: 3 }, 7)).toBe(0.7);
    expect(lineTotal({ price: 580, unitPrice: 290, quantity: 2 }, 0)).toBe(0);
  });
});
