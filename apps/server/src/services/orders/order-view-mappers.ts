// Rows of an order's items and groups to the contract's wire shapes (ZOrderItem, ZOrderGroup).
// Money stays in paise until the last step, so line totals are exact.
import {
  ORDER_ITEM_ACTION_TYPES,
  type TOrderGroup,
  type TOrderItem,
} from '@tableside/shared/contract/order';
import type {
  FoodType,
  OrderGroupStatus,
  OrderItemStatus,
  PrepStatus,
} from '@tableside/shared/domain/enums';
import { toMajor } from '@tableside/shared/domain/money';

export interface ItemRow {
  id: number;
  orderGroupId: number;
  menuItemId: number;
  productId: number;
  customerId: number | null;
  customerName: string | null;
  /** Ordered quantity; staff cancellations are counted apart in `cancelledQuantity`. */
  quantity: number;
  cancelledQuantity: number;
  unitPriceMinor: number;
  status: OrderItemStatus;
  prepStatus: PrepStatus;
  instructions: string[];
  actionType: string | null;
  createdAt: Date;
  sizeName: string;
  displayName: string;
  foodType: FoodType;
  imageUrl: string | null;
  topMostCategory: string;
  /** The order's branch terms of the size today; null when the branch no longer sells it. */
  branchPriceMinor: number | null;
  branchAvailable: boolean | null;
}

export interface ItemModifierRow {
  orderItemId: number;
  modifierId: number;
  name: string;
  quantity: number;
  unitPriceMinor: number;
  /** The catalogue's price today, for views that show what re-adding would cost. */
  currentPriceMinor: number;
}

export interface GroupRow {
  id: number;
  status: OrderGroupStatus;
  groupNumber: number;
  confirmedAt: Date | null;
}

/**
 * `snapshot`: the prices the item was added at (cart, confirmed groups, bill).
 * `current`: today's branch prices (Repeat and previous customisations show what re-adding costs).
 */
export type ItemPricing = 'snapshot' | 'current';

/** What guests still see of an item: the ordered quantity less staff cancellations. */
export const remainingQuantity = (row: { quantity: number; cancelledQuantity: number }) =>
  Math.max(0, row.quantity - row.cancelledQuantity);

// Rows written before action types were recorded read as additions.
const actionTypeOf = (value: string | null) =>
  ORDER_ITEM_ACTION_TYPES.find((type) => type === value) ?? 'ADD';

/** One unit of the size with its add-ons (each add-on times its own quantity), in paise. */
export function unitPriceMinor(
  sizeMinor: number,
  addOns: readonly ItemModifierRow[],
  pricing: ItemPricing,
) {
  return addOns.reduce(
    (sum, addOn) =>
      sum +
      addOn.quantity * (pricing === 'current' ? addOn.currentPriceMinor : addOn.unitPriceMinor),
    sizeMinor,
  );
}

export function toOrderItem(
  row: ItemRow,
  addOns: readonly ItemModifierRow[],
  pricing: ItemPricing,
): TOrderItem {
  // Every item is added by a guest of the order; a row without one breaks that invariant.
  if (row.customerId === null) throw new Error(`order item ${row.id} has no customer`);
  const sizeMinor =
    pricing === 'current' ? (row.branchPriceMinor ?? row.unitPriceMinor) : row.unitPriceMinor;
  const unitMinor = unitPriceMinor(sizeMinor, addOns, pricing);
  const quantity = remainingQuantity(row);
  return {
    id: row.id,
    quantity,
    cancelledQuantity: row.cancelledQuantity,
    price: toMajor(unitMinor * quantity),
    unitPrice: toMajor(unitMinor),
    status: row.status,
    instructions: row.instructions,
    modifiers: addOns.map((addOn) => ({
      id: addOn.modifierId,
      qty: addOn.quantity,
      modifier: { itemName: addOn.name },
      price: toMajor(pricing === 'current' ? addOn.currentPriceMinor : addOn.unitPriceMinor),
    })),
    orderItemModifierQuantityMappings: addOns.map((addOn) => ({
      orderItemCustomerModifierMappingId: addOn.modifierId,
      modifierQuantity: addOn.quantity,
      modifierName: addOn.name,
    })),
    isMenuItemAvailable: row.branchAvailable === true,
    topMostCategory: row.topMostCategory,
    productMasterId: row.productId,
    actionType: actionTypeOf(row.actionType),
    orderTimeStamp: row.createdAt.toISOString(),
    customerId: row.customerId,
    customerName: row.customerName,
    menuItemMaster: {
      id: row.menuItemId,
      displayName: row.displayName,
      foodType: row.foodType,
      productVariant: { size: { size: row.sizeName } },
      productMaster: { id: row.productId },
    },
    image: row.imageUrl,
    // Only a confirmed item is in the kitchen's hands; elsewhere the spec's status says it all.
    ...(row.status === 'IN_PROGRESS' ? { prepStatus: row.prepStatus } : {}),
  };
}

export function toOrderGroup(group: GroupRow, orderItems: TOrderItem[]): TOrderGroup {
  return {
    id: group.id,
    status: group.status,
    orderNumber: group.groupNumber,
    orderItems,
    confirmedAt: group.confirmedAt?.toISOString() ?? null,
  };
}
