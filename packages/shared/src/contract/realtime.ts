import { z } from 'zod';
import {
  CALL_WAITER_REASONS,
  CALL_WAITER_STATUSES,
  ORDER_GROUP_STATUSES,
  PREP_STATUSES,
} from '../domain/enums';
import type { ChannelKind } from './channels';
import { text, ZEntityId } from './common';
import { ZOrderGroup } from './order';

// The realtime event map (DECISIONS "Realtime channels and events"): for every event its
// channel kind and payload schema. Delivery is at-most-once, so every order event carries the
// order's increasing `seq`; a client that sees a gap (or reconnects) refetches the order.

const ZOrderEventBase = z.object({ orderId: ZEntityId, seq: z.number().int().positive() });

// Cart channel: the shared cart of a table.

/**
 * Staff took portions of a confirmed item off the order: what and why, so every guest at the
 * table is told ('1 × Paneer Tikka cancelled: out of paneer'), not only shown a smaller count.
 */
export const ZItemCancellation = z.object({
  orderItemId: ZEntityId,
  itemName: z.string(),
  quantity: z.number().int().min(1),
  reason: z.string().nullable(),
});
export type TItemCancellation = z.infer<typeof ZItemCancellation>;

/** The guest whose cart write sent the event: other phones at the table say who changed what. */
export const ZCartChangedBy = z.object({ customerId: ZEntityId, name: z.string().nullable() });
export type TCartChangedBy = z.infer<typeof ZCartChangedBy>;

/**
 * The changed items only, grouped; quantity 0 = removed, unknown groups are added.
 * `cancellation` is present when the change is a staff cancellation; `changedBy` when a guest
 * changed the cart (absent for staff changes).
 */
export const ZUpdateOrderCartEvent = ZOrderEventBase.extend({
  orderGroups: z.array(ZOrderGroup),
  cancellation: ZItemCancellation.optional(),
  changedBy: ZCartChangedBy.optional(),
});
export type TUpdateOrderCartEvent = z.infer<typeof ZUpdateOrderCartEvent>;

/** The group left the cart (NEW -> IN_PROGRESS with its items). */
export const ZConfirmedOrderCartEvent = ZOrderEventBase.extend({ orderGroupId: ZEntityId });
export type TConfirmedOrderCartEvent = z.infer<typeof ZConfirmedOrderCartEvent>;

export const ZDeliveredOrderItemEvent = ZOrderEventBase.extend({
  orderGroupId: ZEntityId,
  orderItemId: ZEntityId,
});
export type TDeliveredOrderItemEvent = z.infer<typeof ZDeliveredOrderItemEvent>;

/** The kitchen started or finished a confirmed item (issue 14): its new `prepStatus`. */
export const ZOrderItemPrepStatusEvent = ZOrderEventBase.extend({
  orderGroupId: ZEntityId,
  orderItemId: ZEntityId,
  prepStatus: z.enum(PREP_STATUSES),
});
export type TOrderItemPrepStatusEvent = z.infer<typeof ZOrderItemPrepStatusEvent>;

export const ZOrderGroupStatusUpdateEvent = ZOrderEventBase.extend({
  orderGroupId: ZEntityId,
  status: z.enum(ORDER_GROUP_STATUSES),
});
export type TOrderGroupStatusUpdateEvent = z.infer<typeof ZOrderGroupStatusUpdateEvent>;

// Customer channel: the guests of a table.

/** `customerId` is null when a waiter started the checkout. */
export const ZCustomerCheckoutEvent = ZOrderEventBase.extend({
  orderStatus: z.literal('CHECKOUT'),
  customerId: ZEntityId.nullable(),
});
export type TCustomerCheckoutEvent = z.infer<typeof ZCustomerCheckoutEvent>;

export const ZCustomerLogOutEvent = ZOrderEventBase.extend({ orderStatus: z.literal('COMPLETED') });
export type TCustomerLogOutEvent = z.infer<typeof ZCustomerLogOutEvent>;

/** The order moved: `tableId` is the new table; the app stores it and reloads. */
export const ZCustomerRefreshEvent = ZOrderEventBase.extend({ tableId: ZEntityId });
export type TCustomerRefreshEvent = z.infer<typeof ZCustomerRefreshEvent>;

export const CUSTOMER_EVENT_TYPES = ['TABLE_VERIFIED'] as const;
export type CustomerEventType = (typeof CUSTOMER_EVENT_TYPES)[number];

export const ZCustomerEvent = ZOrderEventBase.extend({ type: z.enum(CUSTOMER_EVENT_TYPES) });
export type TCustomerEvent = z.infer<typeof ZCustomerEvent>;

/** A share of the split bill was opened, paid or released: refetch the split bill (0019). */
export const ZBillSharesUpdateEvent = ZOrderEventBase;
export type TBillSharesUpdateEvent = z.infer<typeof ZBillSharesUpdateEvent>;

/** Refetch the order: a change no finer event describes. */
export const ZRefreshCartEvent = ZOrderEventBase;
export type TRefreshCartEvent = z.infer<typeof ZRefreshCartEvent>;

/** The order was voided; `currentOrderId` (the spec's name) equals `orderId`. */
export const ZVoidEvent = ZOrderEventBase.extend({ currentOrderId: ZEntityId });
export type TVoidEvent = z.infer<typeof ZVoidEvent>;

export const ZCustomerCallWaiterEvent = ZOrderEventBase.extend({
  callWaiterReasons: z.array(z.enum(CALL_WAITER_REASONS)),
  callWaiterStatus: z.enum(CALL_WAITER_STATUSES),
});
export type TCustomerCallWaiterEvent = z.infer<typeof ZCustomerCallWaiterEvent>;

// Price channel: not about an order, so no seq.

/** Why the menu changed: only 'price' (a real price change) shows 'Prices have been changed!'. */
export const UPDATE_PRICE_REASONS = ['price', 'stock', 'menu'] as const;
export type UpdatePriceReason = (typeof UPDATE_PRICE_REASONS)[number];

/**
 * Prices, availability or items of the branch changed: refetch the menu. `reason` absent (an
 * older publisher) counts as 'price'. `soldOut` names the dishes guests can no longer order
 * because of this change (every size of them out of stock), so browsing guests are told
 * 'X is now out of stock'.
 */
export const ZUpdatePriceEvent = z.object({
  branchId: ZEntityId,
  reason: z.enum(UPDATE_PRICE_REASONS).optional(),
  soldOut: z.array(z.string()).optional(),
});
export type TUpdatePriceEvent = z.infer<typeof ZUpdatePriceEvent>;

// Staff channel: hints for the console, which refetches what they name (the floor list, an
// order), so they carry no seq.

/** A table's floor state changed (check-in, verification, bill request, checkout, move, close). */
export const ZStaffTableUpdateEvent = z.object({
  tableId: ZEntityId,
  orderId: ZEntityId.nullable(),
});
export type TStaffTableUpdateEvent = z.infer<typeof ZStaffTableUpdateEvent>;

/** An order's content changed (cart, delivery, cancellation, payment). */
export const ZStaffOrderUpdateEvent = z.object({ orderId: ZEntityId });
export type TStaffOrderUpdateEvent = z.infer<typeof ZStaffOrderUpdateEvent>;

/** Guests called a waiter (or added reasons). */
export const ZStaffCallWaiterEvent = z.object({
  orderId: ZEntityId,
  tableId: ZEntityId,
  reasons: z.array(z.enum(CALL_WAITER_REASONS)).min(1),
});
export type TStaffCallWaiterEvent = z.infer<typeof ZStaffCallWaiterEvent>;

/** A group was confirmed: the kitchen has a new ticket to prepare. */
export const ZKitchenTicketEvent = z.object({ orderId: ZEntityId, orderGroupId: ZEntityId });
export type TKitchenTicketEvent = z.infer<typeof ZKitchenTicketEvent>;

/** A menu item went out of stock or came back at the branch: stock lists refetch. */
export const ZStaffStockUpdateEvent = z.object({
  branchId: ZEntityId,
  menuItemMasterId: ZEntityId,
  available: z.boolean(),
});
export type TStaffStockUpdateEvent = z.infer<typeof ZStaffStockUpdateEvent>;

/**
 * This member's account was deactivated and his sessions ended: his open consoles go to the
 * sign-in page. Sent to his own sockets only (the member room, not the branch's staff room);
 * a console signed in as someone else since ignores it.
 */
export const ZStaffSignedOutEvent = z.object({ staffUserId: ZEntityId });
export type TStaffSignedOutEvent = z.infer<typeof ZStaffSignedOutEvent>;

type EventSpec = { channel: ChannelKind; payload: z.ZodType };

/** Every server-to-client event: its channel kind and payload schema. */
export const REALTIME_EVENTS = {
  updateOrderCart: { channel: 'cart', payload: ZUpdateOrderCartEvent },
  confirmedOrderCart: { channel: 'cart', payload: ZConfirmedOrderCartEvent },
  deliveredOrderItem: { channel: 'cart', payload: ZDeliveredOrderItemEvent },
  orderItemPrepStatus: { channel: 'cart', payload: ZOrderItemPrepStatusEvent },
  orderGroupStatusUpdate: { channel: 'cart', payload: ZOrderGroupStatusUpdateEvent },
  customerCheckoutPusherEvent: { channel: 'customer', payload: ZCustomerCheckoutEvent },
  customerLogOutPusherEvent: { channel: 'customer', payload: ZCustomerLogOutEvent },
  customerRefresh: { channel: 'customer', payload: ZCustomerRefreshEvent },
  customerPusherEvent: { channel: 'customer', payload: ZCustomerEvent },
  refreshCart: { channel: 'customer', payload: ZRefreshCartEvent },
  voidEventName: { channel: 'customer', payload: ZVoidEvent },
  customerCallWaiterPusherEvent: { channel: 'customer', payload: ZCustomerCallWaiterEvent },
  billSharesUpdate: { channel: 'customer', payload: ZBillSharesUpdateEvent },
  updatePrice: { channel: 'price', payload: ZUpdatePriceEvent },
  staffTableUpdate: { channel: 'staff', payload: ZStaffTableUpdateEvent },
  staffOrderUpdate: { channel: 'staff', payload: ZStaffOrderUpdateEvent },
  staffCallWaiter: { channel: 'staff', payload: ZStaffCallWaiterEvent },
  kitchenTicket: { channel: 'staff', payload: ZKitchenTicketEvent },
  staffStockUpdate: { channel: 'staff', payload: ZStaffStockUpdateEvent },
  staffSignedOut: { channel: 'staff', payload: ZStaffSignedOutEvent },
} as const satisfies Record<string, EventSpec>;

export type RealtimeEventName = keyof typeof REALTIME_EVENTS;
export type RealtimePayload<E extends RealtimeEventName> = z.infer<
  (typeof REALTIME_EVENTS)[E]['payload']
>;
/** The events that may be published on a channel of kind K (a typed `publish` uses it). */
export type RealtimeEventOf<K extends ChannelKind> = {
  [E in RealtimeEventName]: (typeof REALTIME_EVENTS)[E]['channel'] extends K ? E : never;
}[RealtimeEventName];

/** `subscribe` / `unsubscribe` request; the channel is a name built by channels.ts. */
export const ZSubscribeRequest = z.object({ channel: text().min(1).max(200) });
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;

export const ZSubscribeAck = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type TSubscribeAck = z.infer<typeof ZSubscribeAck>;

// Socket.IO generics: `Server<ClientToServerEvents, ServerToClientEvents>` on the server,
// `Socket<ServerToClientEvents, ClientToServerEvents>` on the clients.

export type ServerToClientEvents = {
  [E in RealtimeEventName]: (payload: RealtimePayload<E>) => void;
};

export type ClientToServerEvents = {
  subscribe: (request: TSubscribeRequest, ack: (result: TSubscribeAck) => void) => void;
  unsubscribe: (request: TSubscribeRequest, ack: (result: TSubscribeAck) => void) => void;
};
