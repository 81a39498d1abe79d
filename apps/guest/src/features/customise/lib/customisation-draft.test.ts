import type { TCustomization } from '@tableside/shared/contract/customization';
import type { TOrderItem } from '@tableside/shared/contract/order';
import { describe, expect, it } from 'vitest';
import {
  addOnRules,
  draftInstructions,
  draftToItem,
  initialDraft,
  totalPrice,
  unitPrice,
} from './customisation-draft';

const size = (id: number, price: number, isAvailable = true, min = 0, max = 0) => ({
  menuItemMasterId: id,
  productVariant: { size: { size: `Size ${id}` } },
  branchSettings: { price, defaultPrice: price, minModifiers: min, maxModifiers: max, isAvailable },
});

const addOn = (id: number, price: number, autoSelect = false, deleteStatus = false) => ({
  id,
  modifier: { itemName: `Add-on ${id}` },
  price,
  autoSelect,
  modifierQuantity: 3,
  deleteStatus,
});

const data: TCustomization = {
  displayName: 'Fries',
  description: '',
  foodType: 'VEGETARIAN',
  productMaster: { id: 4, images: [], itemName: 'Fries' },
  menuItems: [size(4, 220, false), size(5, 290.1, true, 1, 2)],
  calories: 380,
  tag: [],
  recommendations: [],
  instructions: [
    { id: 1, text: 'Less spicy' },
    { id: 2, text: 'No seasoning' },
  ],
  modifiers: [addOn(1, 0), addOn(2, 40.2, true), addOn(3, 10, false, true)],
};

describe('initialDraft', () => {
  it('starts a new line on the first available size with auto-selected add-ons', () => {
    const draft = initialDraft(data);
    expect(draft.sizeId).toBe(5);
    expect([...draft.addOns]).toEqual([[2, 1]]);
    expect(draft.quantity).toBe(1);
    expect(draft.chips).toEqual([]);
  });

  it('starts an edit from the line: size, add-on counts, ticked and own instructions', () => {
    const item = {
      menuItemMaster: { id: 4 },
      quantity: 3,
      orderItemModifierQuantityMappings: [
        { orderItemCustomerModifierMappingId: 1, modifierQuantity: 2, modifierName: 'x' },
      ],
      instructions: ['Less spicy', 'Extra crispy'],
    } as unknown as TOrderItem;
    const draft = initialDraft(data, item);
    expect(draft.sizeId).toBe(4);
    expect([...draft.addOns]).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect(draft.chips).toEqual(['Less spicy']);
    expect(draft.note).toBe('Extra crispy');
    expect(draft.quantity).toBe(3);
  });
  it("caps an edited add-on's count at the add-on's maximum", () => {
    const item = {
      menuItemMaster: { id: 5 },
      quantity: 1,
      orderItemModifierQuantityMappings: [
        { orderItemCustomerModifierMappingId: 1, modifierQuantity: 5, modifierName: 'x' },
      ],
      instructions: [],
    } as unknown as TOrderItem;
    expect([...initialDraft(data, item).addOns]).toEqual([
      [2, 1],
      [1, 3],
    ]);
  });
});

describe('prices', () => {
  it('adds the add-ons to the size price per unit, exactly, then multiplies', () => {
    const draft = { ...initialDraft(data), addOns: new Map([[2, 2]]), quantity: 3 };
    expect(unitPrice(data, draft)).toBe(370.5);
    expect(totalPrice(data, draft)).toBe(1111.5);
  });

  it('ignores deleted add-ons', () => {
    const draft = { ...initialDraft(data), addOns: new Map([[3, 1]]) };
    expect(unitPrice(data, draft)).toBe(290.1);
  });
});

describe('addOnRules', () => {
  it('takes the limits of the chosen size', () => {
    expect(addOnRules(data, 5)).toEqual({ minModifiers: 1, maxModifiers: 2 });
    expect(addOnRules(data, null)).toEqual({ minModifiers: 0, maxModifiers: 0 });
  });
});

describe('the body', () => {
  it('sends ticked instructions and the trimmed note', () => {
    const draft = { ...initialDraft(data), chips: ['Less spicy'], note: '  well done ' };
    expect(draftInstructions(draft)).toEqual(['Less spicy', 'well done']);
    expect(draftInstructions({ ...draft, note: '   ' })).toEqual(['Less spicy']);
  });

  it('names the size, add-ons with their counts and the guest', () => {
    const draft = {
      ...initialDraft(data),
      sizeId: 5,
      addOns: new Map([
        [1, 2],
        [2, 1],
      ]),
    };
    expect(draftToItem(data, draft, 9)).toEqual({
      quantity: 1,
      menuItemMaster: { id: 5 },
      price: 330.3,
      modifiers: [{ id: 1 }, { id: 2 }],
      orderItemModifierQuantityMappings: [
        { orderItemCustomerModifierMappingId: 1, modifierQuantity: 2, modifierName: 'Add-on 1' },
        { orderItemCustomerModifierMappingId: 2, modifierQuantity: 1, modifierName: 'Add-on 2' },
      ],
      instructions: [],
      customerId: 9,
    });
  });
});
