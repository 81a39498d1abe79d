import type { TOrderItem } from '@tableside/shared/contract/order';
import { describe, expect, it } from 'vitest';
import { lineDetails, lineSignature, lineToInput } from './order-item-lines';

const line = (overrides: Partial<TOrderItem> = {}): TOrderItem =>
  ({
    id: 1,
    quantity: 2,
    unitPrice: 260,
    instructions: ['Less spicy'],
    menuItemMaster: { id: 5, productVariant: { size: { size: 'Large' } } },
    orderItemModifierQuantityMappings: [
      { orderItemCustomerModifierMappingId: 3, modifierQuantity: 2, modifierName: 'Cheese Sauce' },
      { orderItemCustomerModifierMappingId: 1, modifierQuantity: 1, modifierName: 'Garlic Aioli' },
    ],
    ...overrides,
  }) as TOrderItem;

describe('order item lines', () => {
  it('describes size, add-ons with counts and instructions', () => {
    expect(lineDetails(line())).toEqual([
      'Large',
      'Cheese Sauce × 2',
      'Garlic Aioli',
      'Less spicy',
    ]);
  });

  it('treats the same choices in another order as the same customisation', () => {
    const swapped = line({
      id: 2,
      orderItemModifierQuantityMappings: [...line().orderItemModifierQuantityMappings].reverse(),
    });
    expect(lineSignature(swapped)).toBe(lineSignature(line()));
    expect(lineSignature(line({ instructions: [] }))).not.toBe(lineSignature(line()));
  });

  it('orders more of a line with the same choices for the given guest', () => {
    expect(lineToInput(line(), 1, 9)).toEqual({
      quantity: 1,
      menuItemMaster: { id: 5 },
      price: 260,
      modifiers: [{ id: 3 }, { id: 1 }],
      orderItemModifierQuantityMappings: [
        {
          orderItemCustomerModifierMappingId: 3,
          modifierQuantity: 2,
          modifierName: 'Cheese Sauce',
        },
        {
          orderItemCustomerModifierMappingId: 1,
          modifierQuantity: 1,
          modifierName: 'Garlic Aioli',
        },
      ],
      instructions: ['Less spicy'],
      customerId: 9,
    });
  });
});
