import type { TMenuItem } from '@tableside/shared/contract/menu';
import { describe, expect, it } from 'vitest';
import { cardPrice, isProductAvailable, quickAddSize } from './card-price';

const size = (id: number, price: number, defaultPrice = price, isAvailable = true): TMenuItem => ({
  menuItemMasterId: id,
  productVariant: { size: { size: `Size ${id}` } },
  branchSettings: { price, defaultPrice, minModifiers: 0, maxModifiers: 0, isAvailable },
});

describe('cardPrice', () => {
  it('shows one size at its price, without a struck price when the default is not higher', () => {
    expect(cardPrice({ menuItems: [size(1, 160)] })).toEqual({
      price: 160,
      struck: null,
      startsAt: false,
    });
  });

  it('strikes the default price through when it is higher', () => {
    expect(cardPrice({ menuItems: [size(1, 300, 350)] }).struck).toBe(350);
  });

  it('starts at the cheapest of several sizes', () => {
    expect(cardPrice({ menuItems: [size(1, 420), size(2, 290, 320), size(3, 500)] })).toEqual({
      price: 290,
      struck: 320,
      startsAt: true,
    });
  });
});

describe('availability', () => {
  it('is out of stock only when no size is available', () => {
    expect(isProductAvailable({ menuItems: [size(1, 1, 1, false), size(2, 1)] })).toBe(true);
    expect(isProductAvailable({ menuItems: [size(1, 1, 1, false)] })).toBe(false);
  });

  it('adds the first available size with one tap', () => {
    expect(quickAddSize({ menuItems: [size(1, 1, 1, false), size(2, 1)] })?.menuItemMasterId).toBe(
      2,
    );
    expect(quickAddSize({ menuItems: [size(1, 1, 1, false)] })).toBeNull();
  });
});
