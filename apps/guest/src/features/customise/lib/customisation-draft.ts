import type { TCustomization, TModifierMapping } from '@tableside/shared/contract/customization';
import type { TOrderItem } from '@tableside/shared/contract/order';
import {
  INSTRUCTION_LENGTH_MAX,
  INSTRUCTIONS_MAX,
  type TOrderItemInput,
} from '@tableside/shared/contract/order-items';
import {
  type AddOnRules,
  initialAddOnSelection,
  initialServingSize,
} from '@tableside/shared/domain/add-ons';
import { toMajor, toMinor } from '@tableside/shared/domain/money';

// The customisation sheet's choices and what they cost. The rules themselves (limits, messages,
// validation) are the domain's add-ons.ts; this file only holds the sheet's working state.

export interface CustomisationDraft {
  sizeId: number | null;
  /** Chosen add-ons (modifier mapping id) and how many of each. */
  addOns: ReadonlyMap<number, number>;
  /** Predefined instructions ticked (their text). */
  chips: readonly string[];
  /** The guest's own words. */
  note: string;
  quantity: number;
}

/** Add-ons the guest may pick: deleted ones are only kept for earlier orders. */
export const offeredAddOns = (data: TCustomization): TModifierMapping[] =>
  data.modifiers.filter((modifier) => !modifier.deleteStatus);

export const autoSelectedIds = (data: TCustomization): number[] =>
  offeredAddOns(data)
    .filter((modifier) => modifier.autoSelect)
    .map((modifier) => modifier.id);

const availableSizeIds = (data: TCustomization): number[] =>
  data.menuItems
    .filter((size) => size.branchSettings.isAvailable)
    .map((size) => size.menuItemMasterId);

/** A new line: first available size, auto-selected add-ons ticked; an edit: the line's choices. */
export function initialDraft(data: TCustomization, editing?: TOrderItem): CustomisationDraft {
  const auto = autoSelectedIds(data);
  const maxOf = new Map(offeredAddOns(data).map((addOn) => [addOn.id, addOn.modifierQuantity]));
  // A line from before an add-on's maximum was checked may hold more; the sheet offers the most
  // allowed, since an auto-selected add-on has no stepper to bring it down.
  const editedQuantities = new Map(
    (editing?.orderItemModifierQuantityMappings ?? []).map((mapping) => [
      mapping.orderItemCustomerModifierMappingId,
      Math.min(
        mapping.modifierQuantity,
        maxOf.get(mapping.orderItemCustomerModifierMappingId) ?? 1,
      ),
    ]),
  );
  const selected = initialAddOnSelection(auto, [...editedQuantities.keys()]);
  const predefined = new Set(data.instructions.map((instruction) => instruction.text));
  const instructions = editing?.instructions ?? [];
  return {
    sizeId: initialServingSize(availableSizeIds(data), editing?.menuItemMaster.id ?? null),
    addOns: new Map(selected.map((id) => [id, editedQuantities.get(id) ?? 1])),
    chips: instructions.filter((text) => predefined.has(text)),
    note: instructions.filter((text) => !predefined.has(text)).join(', '),
    quantity: editing?.quantity ?? 1,
  };
}

/** The chosen size's add-on limits (spec section 5: they come with the serving size). */
export function addOnRules(data: TCustomization, sizeId: number | null): AddOnRules {
  const size = data.menuItems.find((item) => item.menuItemMasterId === sizeId);
  return {
    minModifiers: size?.branchSettings.minModifiers ?? 0,
    maxModifiers: size?.branchSettings.maxModifiers ?? 0,
  };
}

/** One unit with its add-ons, in rupees; summed in paise so 0.1 + 0.2 stays 0.30. */
export function unitPrice(data: TCustomization, draft: CustomisationDraft): number {
  const size = data.menuItems.find((item) => item.menuItemMasterId === draft.sizeId);
  let minor = size ? toMinor(size.branchSettings.price) : 0;
  for (const modifier of offeredAddOns(data)) {
    const quantity = draft.addOns.get(modifier.id) ?? 0;
    minor += toMinor(modifier.price) * quantity;
  }
  return toMajor(minor);
}

export const totalPrice = (data: TCustomization, draft: CustomisationDraft): number =>
  toMajor(toMinor(unitPrice(data, draft)) * Math.max(0, draft.quantity));

/** The instructions sent: ticked ones, then the guest's note, within the wire's bounds. */
export function draftInstructions(draft: CustomisationDraft): string[] {
  const note = draft.note.trim().slice(0, INSTRUCTION_LENGTH_MAX);
  return [...draft.chips, ...(note ? [note] : [])].slice(0, INSTRUCTIONS_MAX);
}

/** The order item body of addOrderItems (one line) or of the edit call. */
export function draftToItem(
  data: TCustomization,
  draft: CustomisationDraft & { sizeId: number },
  customerId: number,
): TOrderItemInput {
  const chosen = offeredAddOns(data).filter((modifier) => draft.addOns.has(modifier.id));
  return {
    quantity: draft.quantity,
    menuItemMaster: { id: draft.sizeId },
    price: unitPrice(data, draft),
    modifiers: chosen.map((modifier) => ({ id: modifier.id })),
    orderItemModifierQuantityMappings: chosen.map((modifier) => ({
      orderItemCustomerModifierMappingId: modifier.id,
      modifierQuantity: draft.addOns.get(modifier.id) ?? 1,
      modifierName: modifier.modifier.itemName,
    })),
    instructions: draftInstructions(draft),
    customerId,
  };
}
