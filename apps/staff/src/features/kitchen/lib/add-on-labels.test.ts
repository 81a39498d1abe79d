import type { TOrderItem } from '@tableside/shared/contract/order';
import { describe, expect, it } from 'vitest';
import { addOnLabels } from './add-on-labels';

describe('addOnLabels', () => {
  const mapping = (modifierName: string, modifierQuantity: number) => ({
    orderItemCustomerModifierMappingId: modifierQuantity,
    modifierName,
    modifierQuantity,
  });

  it('shows a count only when there is more than one of an add-on', () => {
    const item = {
      orderItemModifierQuantityMappings: [mapping('Mint Chutney', 1), mapping('Extra Cheese', 2)],
    } as TOrderItem;
    expect(addOnLabels(item)).toEqual(['Mint Chutney', 'Extra Cheese × 2']);
  });
});
