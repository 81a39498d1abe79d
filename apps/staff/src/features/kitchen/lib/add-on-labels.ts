import type { TOrderItem } from '@tableside/shared/contract/order';

/** The add-ons of a line as the cook reads them: "Extra cheese × 2". */
export function addOnLabels(item: TOrderItem): string[] {
  return item.orderItemModifierQuantityMappings.map(({ modifierName, modifierQuantity }) =>
    modifierQuantity > 1 ? `${modifierName} × ${modifierQuantity}` : modifierName,
  );
}
