// Add-on limits and the customisation checks of spec section 5. The server runs the same
// checks on addOrderItems, so a selection the modal refuses is refused on the wire too.

/** Limits as the catalogue carries them; 0, null or absent means no limit on that side. */
export interface AddOnRules {
  minModifiers?: number | null;
  maxModifiers?: number | null;
}

export interface AddOnLimits {
  min: number;
  /** null: no maximum. */
  max: number | null;
}

const wholeOrZero = (value: number | null | undefined): number =>
  value != null && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/** A maximum below the minimum is a catalogue slip; the minimum wins so the rule stays satisfiable. */
export function addOnLimits(rules: AddOnRules): AddOnLimits {
  const min = wholeOrZero(rules.minModifiers);
  const max = wholeOrZero(rules.maxModifiers);
  return { min, max: max === 0 ? null : Math.max(max, min) };
}

// An unmet minimum names the whole range, so the guest learns both bounds at once.
function minimumMessage(min: number, max: number | null): string {
  if (max === min) return `Required*: Please select any ${min} add on(s).`;
  if (max !== null) return `Required*: Please select ${min} upto ${max} add ons.`;
  return `Required*: Select ${min} from the add ons.`;
}

/**
 * The 'Required*' hint above the add-ons, by case:
 * - min > 0, max = min: 'Please select any N add on(s).' (an exact count)
 * - min > 0, max > min: 'Please select N upto M add ons.' (a range)
 * - min > 0, no max:    'Select N from the add ons.' (at least N)
 * - min = 0, max > 0:   'Select up to N from the add ons.' (optional, capped)
 * - no limits: no hint.
 */
export function addOnRequirementMessage(rules: AddOnRules): string | null {
  const { min, max } = addOnLimits(rules);
  if (min > 0) return minimumMessage(min, max);
  return max === null ? null : `Required*: Select up to ${max} from the add ons.`;
}

export function overMaximumMessage(max: number): string {
  return `Please select up to ${max} add ons only.`;
}

/**
 * Distinct add-ons chosen, auto-selected ones included once each. An add-on's own quantity does
 * not count: the limits are about how many different add-ons go with the item.
 */
export function countSelectedAddOns(
  selectedIds: readonly number[],
  autoSelectedIds: readonly number[],
): number {
  return new Set([...selectedIds, ...autoSelectedIds]).size;
}

export type AddOnCheck = { ok: true } | { ok: false; message: string };

/** The modal's submit stays disabled with this message; the cart write refuses it with it. */
export function validateAddOnSelection(
  rules: AddOnRules,
  selectedIds: readonly number[],
  autoSelectedIds: readonly number[],
): AddOnCheck {
  const { min, max } = addOnLimits(rules);
  const count = countSelectedAddOns(selectedIds, autoSelectedIds);
  if (count < min) return { ok: false, message: minimumMessage(min, max) };
  if (max !== null && count > max) return { ok: false, message: overMaximumMessage(max) };
  return { ok: true };
}

/** The add-on group's name, as the customisation sheet heads it. */
export const ADD_ON_GROUP_NAME = 'Add-ons';

/**
 * Why the sheet's submit is disabled, said beside it as what to do ('Choose at least 1 from
 * Add-ons'), or null when the selection is in range. The spec's 'Required*' hint stays above the
 * add-ons; this line does not repeat it (issue 16).
 */
export function addOnSubmitBlockedReason(
  rules: AddOnRules,
  selectedIds: readonly number[],
  autoSelectedIds: readonly number[],
): string | null {
  const { min, max } = addOnLimits(rules);
  const count = countSelectedAddOns(selectedIds, autoSelectedIds);
  if (count < min) {
    return `Choose ${max === min ? '' : 'at least '}${min} from ${ADD_ON_GROUP_NAME}`;
  }
  if (max !== null && count > max) return `Choose at most ${max} from ${ADD_ON_GROUP_NAME}`;
  return null;
}

/** Auto-selected add-ons start ticked; when editing, the item's earlier add-ons join them. */
export function initialAddOnSelection(
  autoSelectedIds: readonly number[],
  editingIds: readonly number[] = [],
): number[] {
  return [...new Set([...autoSelectedIds, ...editingIds])];
}

/**
 * Why no further add-on may be ticked, or null while the group has room: the group's maximum
 * counts distinct add-ons. Unticking is always allowed.
 */
export function groupFullMessage(
  rules: AddOnRules,
  selection: readonly number[],
  autoSelectedIds: readonly number[],
): string | null {
  const { max } = addOnLimits(rules);
  if (max === null || countSelectedAddOns(selection, autoSelectedIds) < max) return null;
  return overMaximumMessage(max);
}

export type AddOnToggle = { ok: true; selection: number[] } | { ok: false; message: string };

/** Auto-selected add-ons cannot be unticked, so tapping one leaves the selection as it is. */
export function toggleAddOn(
  rules: AddOnRules,
  selection: readonly number[],
  autoSelectedIds: readonly number[],
  id: number,
): AddOnToggle {
  if (autoSelectedIds.includes(id)) return { ok: true, selection: [...selection] };
  if (selection.includes(id)) return { ok: true, selection: selection.filter((x) => x !== id) };
  const full = groupFullMessage(rules, selection, autoSelectedIds);
  if (full !== null) return { ok: false, message: full };
  return { ok: true, selection: [...selection, id] };
}

// How many of one add-on a line may carry: its own maximum, apart from the group's limits.

/** The most of one add-on per line; the order item contract bounds modifierQuantity by it. */
export const ADD_ON_QUANTITY_MAX = 10;

/** An auto-selected add-on comes as exactly one; any other up to the per-line cap. */
export const addOnQuantityMax = (autoSelect: boolean): number =>
  autoSelect ? 1 : ADD_ON_QUANTITY_MAX;

export function addOnQuantityMaxMessage(name: string, max: number): string {
  return `Up to ${max} of ${name} per item.`;
}

/** Why a quantity of one add-on is refused, or null when it is within the add-on's maximum. */
export function addOnQuantityProblem(name: string, quantity: number, max: number): string | null {
  return quantity > max ? addOnQuantityMaxMessage(name, max) : null;
}

export const CUSTOMISATION_MSG = {
  servingSizeRequired: 'Please select a serving size before adding the item!',
  increaseQuantity: 'Please increase the quantity of the item!',
} as const;

/** The size the modal opens with: the edited item's size, else the first size offered. */
export function initialServingSize(
  sizeIds: readonly number[],
  editingSizeId: number | null,
): number | null {
  return editingSizeId ?? sizeIds[0] ?? null;
}

const isPositiveWhole = (n: number): boolean => Number.isInteger(n) && n > 0;

export interface CustomisationChoice {
  servingSizeId: number | null;
  quantity: number;
}

/** Checked on add / update; the size comes first because it decides the price. */
export function validateCustomisation(choice: CustomisationChoice): string | null {
  if (choice.servingSizeId === null) return CUSTOMISATION_MSG.servingSizeRequired;
  return isPositiveWhole(choice.quantity) ? null : CUSTOMISATION_MSG.increaseQuantity;
}

/** A re-order with every counter at 0 gets the same message as a zero quantity. */
export function validateReorderSelection(quantities: readonly number[]): string | null {
  return quantities.some(isPositiveWhole) ? null : CUSTOMISATION_MSG.increaseQuantity;
}
