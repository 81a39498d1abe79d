import { z } from 'zod';
import { ADD_ON_QUANTITY_MAX } from '../domain/add-ons';
import {
  boundedText,
  intBetween,
  intBetweenQuery,
  ZEntityId,
  ZId,
  ZIdRef,
  ZMoney,
  ZMoneyQuery,
} from './common';
import { ZOrder, ZOrderItem } from './order';

// Changing the cart: add, edit, quantity, confirm, previous customisations and re-order.

export const ORDER_ITEM_QUANTITY_MAX = 50;
export const ITEMS_PER_ADD_MAX = 20;
export const MODIFIER_QUANTITY_MAX = ADD_ON_QUANTITY_MAX;
export const INSTRUCTIONS_MAX = 10;
export const INSTRUCTION_LENGTH_MAX = 200;
/** More add-ons than any product offers; only there to bound the list. */
const MODIFIERS_MAX = 50;

/** Names an add-on mapping and how many of it; `modifierName` is display-only and not trusted. */
export const ZModifierQuantityInput = z.object({
  orderItemCustomerModifierMappingId: ZEntityId,
  modifierQuantity: intBetween(1, MODIFIER_QUANTITY_MAX),
  modifierName: boundedText(100),
});
export type TModifierQuantityInput = z.infer<typeof ZModifierQuantityInput>;

/**
 * One item as a client sends it (DECISIONS "Wire details"). The server prices it from the
 * catalogue, so `price` is accepted for the spec's clients and ignored. `customerId` must be
 * the session's guest.
 */
export const ZOrderItemInput = z.object({
  quantity: intBetween(1, ORDER_ITEM_QUANTITY_MAX),
  menuItemMaster: ZIdRef,
  price: ZMoney.optional(),
  modifiers: z.array(ZIdRef).max(MODIFIERS_MAX).default([]),
  orderItemModifierQuantityMappings: z.array(ZModifierQuantityInput).max(MODIFIERS_MAX).default([]),
  instructions: z
    .array(boundedText(INSTRUCTION_LENGTH_MAX, { multiline: true }))
    .max(INSTRUCTIONS_MAX, `must be at most ${INSTRUCTIONS_MAX}`)
    .default([]),
  customerId: ZEntityId,
});
export type TOrderItemInput = z.infer<typeof ZOrderItemInput>;

/** `POST /v1/order/public/addOrderItems?orderId=`: items from a menu card or re-order. */
export const ZAddOrderItemsBody = z.object({
  orderId: ZEntityId,
  menuItemsBody: z
    .array(ZOrderItemInput)
    .min(1, 'must have at least 1 item')
    .max(ITEMS_PER_ADD_MAX, `must have at most ${ITEMS_PER_ADD_MAX} items`),
});
export type TAddOrderItemsBody = z.infer<typeof ZAddOrderItemsBody>;

/** `POST /v1/order/public/addOrderItems?orderItemId=`: replaces one item's customisation. */
export const ZEditOrderItemBody = ZOrderItemInput;
export type TEditOrderItemBody = z.infer<typeof ZEditOrderItemBody>;

/**
 * Add and edit share one path and tell themselves apart by the query: exactly one of
 * `orderId` (add, body ZAddOrderItemsBody) or `orderItemId` (edit, body ZEditOrderItemBody).
 */
export const ZAddOrderItemsQuery = z
  .object({ orderId: ZId.optional(), orderItemId: ZId.optional() })
  .refine((query) => (query.orderId === undefined) !== (query.orderItemId === undefined), {
    message: 'must have exactly one of orderId and orderItemId',
  });
export type TAddOrderItemsQuery = z.infer<typeof ZAddOrderItemsQuery>;

/**
 * The route's body schema (a route has one): either shape. Handlers pick the one the query
 * names, and answer 400 when the body is the other.
 */
export const ZAddOrEditOrderItemsBody = z.union([ZAddOrderItemsBody, ZEditOrderItemBody]);
export type TAddOrEditOrderItemsBody = z.infer<typeof ZAddOrEditOrderItemsBody>;

/** Ids of the items written (the new or edited ones, in body order) and the order after it. */
export const ZAddOrderItemsResponse = z.object({
  orderItemIds: z.array(ZEntityId),
  order: ZOrder,
});
export type TAddOrderItemsResponse = z.infer<typeof ZAddOrderItemsResponse>;

/**
 * `PUT /v1/order-items/public/update-quantity?id=&price=&quantity=` -> ZOrder. Quantity 0
 * removes the item; `price` is the spec's client value ('price or 0') and is ignored.
 */
export const ZUpdateQuantityQuery = z.object({
  id: ZId,
  price: ZMoneyQuery.default(0),
  quantity: intBetweenQuery(0, ORDER_ITEM_QUANTITY_MAX),
});
export type TUpdateQuantityQuery = z.infer<typeof ZUpdateQuantityQuery>;

/** `GET /v1/order-items/public/productMaster-orderItems?orderId=&productMasterId=` */
export const ZPreviousCustomisationsQuery = z.object({ orderId: ZId, productMasterId: ZId });
export type TPreviousCustomisationsQuery = z.infer<typeof ZPreviousCustomisationsQuery>;

/** Earlier items of the same product in this order, for the repeat-customisation modal. */
export const ZPreviousCustomisationsResponse = z.array(ZOrderItem);
export type TPreviousCustomisationsResponse = z.infer<typeof ZPreviousCustomisationsResponse>;

/** `PUT /v1/order/public/confirmation?orderGroupId=` -> ZOrder */
export const ZConfirmationQuery = z.object({ orderGroupId: ZId });
export type TConfirmationQuery = z.infer<typeof ZConfirmationQuery>;

/** `GET /v1/order/public/reOrder?orderId=` */
export const ZReOrderQuery = z.object({ orderId: ZId });
export type TReOrderQuery = z.infer<typeof ZReOrderQuery>;

/**
 * Confirmed items (status not NEW) by category, sorted by name. Each item carries today's
 * `unitPrice` and availability, so the page shows what re-adding it would cost.
 */
export const ZReOrderResponse = z.object({
  categorizedItems: z.array(z.object({ categoryName: z.string(), items: z.array(ZOrderItem) })),
});
export type TReOrderResponse = z.infer<typeof ZReOrderResponse>;
