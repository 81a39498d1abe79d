import { describe, expect, it } from 'vitest';
import { showsPriceToast } from './price-toast';

describe('showsPriceToast', () => {
  it('shows the toast for a price change, and for an event of an older server', () => {
    expect(showsPriceToast({ branchId: 1, reason: 'price' })).toBe(true);
    expect(showsPriceToast({ branchId: 1 })).toBe(true);
  });

  it('stays quiet when only stock or the items changed', () => {
    expect(showsPriceToast({ branchId: 1, reason: 'stock' })).toBe(false);
    expect(showsPriceToast({ branchId: 1, reason: 'menu' })).toBe(false);
  });
});
