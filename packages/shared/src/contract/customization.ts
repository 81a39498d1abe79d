import { z } from 'zod';
import { ZEntityId, ZId, ZMoney, ZUrl } from './common';
import { ZMenuProduct } from './menu';

// The customisation modal's data:
// `GET /v1/menuItemMaster/public/getCustomizationResponseForProductMaster?productMasterId=&branchId=`.

export const ZCustomizationQuery = z.object({ productMasterId: ZId, branchId: ZId });
export type TCustomizationQuery = z.infer<typeof ZCustomizationQuery>;

/** A product suggested alongside (shown with its serving size and price). */
export const ZRecommendation = z.object({
  id: ZEntityId,
  displayName: z.string(),
  servingSize: z.string(),
  price: ZMoney,
  productMasterId: ZEntityId,
  image: ZUrl.nullable(),
});
export type TRecommendation = z.infer<typeof ZRecommendation>;

/** A predefined instruction the guest may tick ('Less spicy'); its `text` goes on the order item. */
export const ZInstruction = z.object({ id: ZEntityId, text: z.string() });
export type TInstruction = z.infer<typeof ZInstruction>;

/**
 * An add-on offered with the product. `id` is what an order item's `modifiers[].id` and
 * `orderItemCustomerModifierMappingId` name. An auto-selected add-on counts as 1 and cannot be
 * untoggled; `modifierQuantity` is the most the guest may take of it; a deleted one
 * (`deleteStatus`) is only kept so earlier order items still resolve.
 */
export const ZModifierMapping = z.object({
  id: ZEntityId,
  modifier: z.object({ itemName: z.string() }),
  price: ZMoney,
  autoSelect: z.boolean(),
  modifierQuantity: z.number().int().min(1),
  deleteStatus: z.boolean(),
});
export type TModifierMapping = z.infer<typeof ZModifierMapping>;

export const ZCustomization = ZMenuProduct.pick({
  displayName: true,
  description: true,
  foodType: true,
  productMaster: true,
  menuItems: true,
  calories: true,
  tag: true,
  allergens: true,
}).extend({
  recommendations: z.array(ZRecommendation),
  instructions: z.array(ZInstruction),
  modifiers: z.array(ZModifierMapping),
});
export type TCustomization = z.infer<typeof ZCustomization>;
