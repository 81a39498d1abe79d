import { z } from 'zod';
import { PIN_LENGTH } from '../domain/constants';
import {
  CALL_WAITER_REASONS,
  CHECK_IN_STATES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  STAFF_ROLES,
} from '../domain/enums';
import {
  boundedText,
  digitsCode,
  intBetween,
  text,
  ZEntityId,
  ZId,
  ZMoney,
  ZTimestamp,
} from './common';
import { ORDER_ITEM_QUANTITY_MAX } from './order-items';

// The staff API under /v1/staff (DECISIONS "Staff API"); the session is the `ts_staff` cookie.

export const ZStaffLoginBody = z.object({
  username: boundedText(64),
  // Not trimmed: a password is compared as typed.
  password: text({ verbatim: true })
    .min(1, 'is required')
    .max(256, 'must be at most 256 characters'),
});
export type TStaffLoginBody = z.infer<typeof ZStaffLoginBody>;

/** The signed-in staff member (answer of login and of `GET /auth/me`). */
export const ZStaffMe = z.object({
  id: ZEntityId,
  username: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  tenantId: ZEntityId,
  branchIds: z.array(ZEntityId),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

export const ZStaffBranchParams = z.object({ branchId: ZId });
export type TStaffBranchParams = z.infer<typeof ZStaffBranchParams>;

export const ZStaffTableParams = z.object({ tableId: ZId });
export type TStaffTableParams = z.infer<typeof ZStaffTableParams>;

export const ZStaffOrderParams = z.object({ orderId: ZId });
export type TStaffOrderParams = z.infer<typeof ZStaffOrderParams>;

/** `/order-items/:id/...` and `/order-groups/:id/...` */
export const ZStaffIdParams = z.object({ id: ZId });
export type TStaffIdParams = z.infer<typeof ZStaffIdParams>;

export const ZStaffMenuItemParams = z.object({ menuItemMasterId: ZId });
export type TStaffMenuItemParams = z.infer<typeof ZStaffMenuItemParams>;

export const ZStaffMember = z.object({ id: ZEntityId, name: z.string() });
export type TStaffMember = z.infer<typeof ZStaffMember>;

/**
 * A table on the floor plan. `state` reuses the guest app's check-in states (NEW = free,
 * JOIN = order open, CHECKOUT, CUST_ASSOC_NOT_ASSIGNED); `status` is the open order's status.
 * Order fields are null on a free table. `pin` is the open order's table PIN.
 */
export const ZFloorTable = z.object({
  tableId: ZEntityId,
  name: z.string(),
  state: z.enum(CHECK_IN_STATES),
  orderId: ZEntityId.nullable(),
  guests: z.number().int().min(0).nullable(),
  pin: digitsCode(PIN_LENGTH).nullable(),
  openedAt: ZTimestamp.nullable(),
  totalAmount: ZMoney,
  callWaiter: z.boolean(),
  callWaiterReasons: z.array(z.enum(CALL_WAITER_REASONS)),
  /** When the open call-waiter request was raised; null when there is none. */
  callWaiterAt: ZTimestamp.nullable(),
  isVerified: z.boolean(),
  status: z.enum(ORDER_STATUSES).nullable(),
  associate: ZStaffMember.nullable(),
});
export type TFloorTable = z.infer<typeof ZFloorTable>;

export const ZFloorTablesResponse = z.array(ZFloorTable);
export type TFloorTablesResponse = z.infer<typeof ZFloorTablesResponse>;

/** null removes the associate (the table becomes not serviceable). */
export const ZAssignAssociateBody = z.object({ staffUserId: ZEntityId.nullable() });
export type TAssignAssociateBody = z.infer<typeof ZAssignAssociateBody>;

export const ZCancelOrderItemBody = z.object({
  quantity: intBetween(1, ORDER_ITEM_QUANTITY_MAX),
  reason: boundedText(200, { multiline: true }).optional(),
});
export type TCancelOrderItemBody = z.infer<typeof ZCancelOrderItemBody>;

/** Methods a waiter records by hand; ONLINE payments come only from the gateway. */
export const ZStaffPaymentMethod = z.enum(PAYMENT_METHODS).exclude(['ONLINE']);
export type TStaffPaymentMethod = z.infer<typeof ZStaffPaymentMethod>;

export const ZStaffPaymentBody = z.object({
  method: ZStaffPaymentMethod,
  amount: ZMoney.positive('must be more than 0'),
});
export type TStaffPaymentBody = z.infer<typeof ZStaffPaymentBody>;

export const ZMoveOrderBody = z.object({ tableId: ZEntityId });
export type TMoveOrderBody = z.infer<typeof ZMoveOrderBody>;

export const ZAvailabilityBody = z.object({ branchId: ZEntityId, available: z.boolean() });
export type TAvailabilityBody = z.infer<typeof ZAvailabilityBody>;

/** An order-level discount in rupees (replaces any earlier one; 0 removes it). */
export const ZDiscountBody = z.object({ amount: ZMoney });
export type TDiscountBody = z.infer<typeof ZDiscountBody>;
