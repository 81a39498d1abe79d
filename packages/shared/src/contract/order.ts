import { z } from 'zod';
import { PIN_LENGTH } from '../domain/constants';
import {
  CALL_WAITER_REASONS,
  CALL_WAITER_STATUSES,
  FOOD_TYPES,
  ORDER_GROUP_STATUSES,
  ORDER_ITEM_STATUSES,
  ORDER_STATUSES,
  PREP_STATUSES,
} from '../domain/enums';
import { digitsCode, ZEntityId, ZId, ZIdRef, ZMoney, ZTimestamp, ZUrl } from './common';
import { ZProductVariant } from './menu';

// The table's order as the server answers it (spec section 3): `GET /v1/order/public?id=`,
// and the answer of every call that changes it.

/**
 * What last happened to an order item, so a live cart update can tell an addition from a
 * change. (A wire-only vocabulary; quantity 0 still means removed.)
 */
export const ORDER_ITEM_ACTION_TYPES = ['ADD', 'UPDATE', 'REMOVE'] as const;
export type OrderItemActionType = (typeof ORDER_ITEM_ACTION_TYPES)[number];

/** A chosen add-on of an order item, with its unit price. */
export const ZOrderItemModifier = z.object({
  id: ZEntityId,
  qty: z.number().int().min(1),
  modifier: z.object({ itemName: z.string() }),
  price: ZMoney,
});
export type TOrderItemModifier = z.infer<typeof ZOrderItemModifier>;

/** How many of one add-on (named by its modifier mapping id) the guest took. */
export const ZModifierQuantityMapping = z.object({
  orderItemCustomerModifierMappingId: ZEntityId,
  modifierQuantity: z.number().int().min(1),
  modifierName: z.string(),
});
export type TModifierQuantityMapping = z.infer<typeof ZModifierQuantityMapping>;

export const ZOrderItemMenuItem = z.object({
  id: ZEntityId,
  displayName: z.string(),
  foodType: z.enum(FOOD_TYPES).nullable(),
  productVariant: ZProductVariant,
  productMaster: ZIdRef,
});
export type TOrderItemMenuItem = z.infer<typeof ZOrderItemMenuItem>;

/**
 * A line of the cart or of a confirmed group. `price` is the line total and `unitPrice` one
 * unit with its add-ons, both computed by the server. `quantity` excludes
 * `cancelledQuantity`; 0 means removed. `customerId`/`customerName` tell who added it.
 */
export const ZOrderItem = z.object({
  id: ZEntityId,
  quantity: z.number().int().min(0),
  cancelledQuantity: z.number().int().min(0),
  price: ZMoney,
  unitPrice: ZMoney,
  status: z.enum(ORDER_ITEM_STATUSES),
  instructions: z.array(z.string()),
  modifiers: z.array(ZOrderItemModifier),
  orderItemModifierQuantityMappings: z.array(ZModifierQuantityMapping),
  isMenuItemAvailable: z.boolean(),
  topMostCategory: z.string(),
  productMasterId: ZEntityId,
  actionType: z.enum(ORDER_ITEM_ACTION_TYPES),
  orderTimeStamp: ZTimestamp,
  customerId: ZEntityId,
  customerName: z.string().nullable(),
  menuItemMaster: ZOrderItemMenuItem,
  image: ZUrl.nullable(),
  /**
   * The kitchen's progress on a confirmed (IN_PROGRESS) item, absent on other items: an
   * addition to the spec's shape (issue 14), so a client that ignores it sees the spec's order.
   */
  prepStatus: z.enum(PREP_STATUSES).optional(),
});
export type TOrderItem = z.infer<typeof ZOrderItem>;

/**
 * A group of items confirmed together; the one NEW group is the shared cart. `orderNumber`
 * numbers the confirmed groups of the order from 1 ('Order #01'); `confirmedAt` is null
 * while NEW.
 */
export const ZOrderGroup = z.object({
  id: ZEntityId,
  status: z.enum(ORDER_GROUP_STATUSES),
  orderNumber: z.number().int().min(1),
  orderItems: z.array(ZOrderItem),
  confirmedAt: ZTimestamp.nullable(),
});
export type TOrderGroup = z.infer<typeof ZOrderGroup>;

/** A guest of the order; the primary one opened it. Phone numbers are never shown to others. */
export const ZOrderCustomer = z.object({
  id: ZEntityId,
  name: z.string().nullable(),
  isPrimary: z.boolean(),
});
export type TOrderCustomer = z.infer<typeof ZOrderCustomer>;

/**
 * The table's order (its session). `code` is the table PIN guests share to join.
 * `checkoutCustomerId` names the guest who started checkout (null when none did, or a waiter
 * did). `seq` is the sequence number of the last realtime event of this order (0 before any):
 * a client that sees an event with a higher `seq` than it expected refetches.
 */
export const ZOrder = z.object({
  id: ZEntityId,
  status: z.enum(ORDER_STATUSES),
  isSystemCompleted: z.boolean(),
  isVoid: z.boolean(),
  isVerified: z.boolean(),
  code: digitsCode(PIN_LENGTH),
  tables: z.array(ZIdRef).min(1),
  tableNames: z.array(z.string()),
  orderGroups: z.array(ZOrderGroup),
  callWaiter: z.boolean(),
  callWaiterReasons: z.array(z.enum(CALL_WAITER_REASONS)),
  callWaiterStatus: z.enum(CALL_WAITER_STATUSES).nullable(),
  checkoutCustomerId: ZEntityId.nullable(),
  seq: z.number().int().min(0),
  customers: z.array(ZOrderCustomer),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderQuery = z.object({ id: ZId });
export type TOrderQuery = z.infer<typeof ZOrderQuery>;
