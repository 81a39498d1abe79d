import type { TOrderItem } from '@tableside/shared/contract/order';
import type { TOrderItemInput } from '@tableside/shared/contract/order-items';

/** What was chosen for a line, as short phrases: size, add-ons with counts, instructions. */
export function lineDetails(item: TOrderItem): string[] {
  const addOns = item.orderItemModifierQuantityMappings.map((mapping) =>
    mapping.modifierQuantity > 1
      ? `${mapping.modifierName} × ${mapping.modifierQuantity}`
      : mapping.modifierName,
  );
  return [item.menuItemMaster.productVariant.size.size, ...addOns, ...item.instructions];
}

/** Two lines with the same size, add-ons and instructions are the same customisation. */
export function lineSignature(item: TOrderItem): string {
  const addOns = item.orderItemModifierQuantityMappings
    .map((mapping) => `${mapping.orderItemCustomerModifierMappingId}x${mapping.modifierQuantity}`)
    .sort();
  return JSON.stringify([item.menuItemMaster.id, addOns, item.instructions]);
}

/** The body that orders `quantity` more of an earlier line's customisation (repeat, re-order). */
export function lineToInput(
  item: TOrderItem,
  quantity: number,
  customerId: number,
): TOrderItemInput {
  return {
    quantity,
    menuItemMaster: { id: item.menuItemMaster.id },
    price: item.unitPrice,
    modifiers: item.orderItemModifierQuantityMappings.map((mapping) => ({
      id: mapping.orderItemCustomerModifierMappingId,
    })),
    orderItemModifierQuantityMappings: item.orderItemModifierQuantityMappings.map((mapping) => ({
      orderItemCustomerModifierMappingId: mapping.orderItemCustomerModifierMappingId,
      modifierQuantity: mapping.modifierQuantity,
      modifierName: mapping.modifierName,
    })),
    instructions: item.instructions,
    customerId,
  };
}
