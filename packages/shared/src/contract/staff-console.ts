import { z } from 'zod';
import { FOOD_TYPES, STAFF_ROLES } from '../domain/enums';
import { ZBill } from './bill';
import { ZSplitBill } from './bill-share';
import { ZEntityId, ZMoney, ZTimestamp, ZUrl } from './common';
import { ZOrderItem } from './order';
import { ZBillPayment, ZBillRefund } from './refunds';
import { ZStaffMember } from './staff';

// What the staff console reads besides the floor and an order: the branches to pick from,
// the people to staff a table with, the kitchen's tickets and the branch's stock list.

/** A branch the signed-in staff member works at; `brandId` names its staff channel. */
export const ZStaffBranch = z.object({
  id: ZEntityId,
  name: z.string(),
  brandId: ZEntityId,
  brandName: z.string(),
});
export type TStaffBranch = z.infer<typeof ZStaffBranch>;

/** Sorted by brand, then branch name. */
export const ZStaffBranchesResponse = z.array(ZStaffBranch);
export type TStaffBranchesResponse = z.infer<typeof ZStaffBranchesResponse>;

/** A colleague at the branch (the manager picks a table's customer associate from these). */
export const ZStaffRosterMember = ZStaffMember.extend({ role: z.enum(STAFF_ROLES) });
export type TStaffRosterMember = z.infer<typeof ZStaffRosterMember>;

export const ZStaffRosterResponse = z.array(ZStaffRosterMember);
export type TStaffRosterResponse = z.infer<typeof ZStaffRosterResponse>;

/**
 * A confirmed group with items still to deliver. `items` are its lines that are neither
 * delivered nor cancelled (quantity > 0), with customisations and instructions.
 */
export const ZKitchenTicket = z.object({
  orderId: ZEntityId,
  orderGroupId: ZEntityId,
  orderNumber: z.number().int().min(1),
  tableNames: z.array(z.string()),
  confirmedAt: ZTimestamp,
  items: z.array(ZOrderItem),
});
export type TKitchenTicket = z.infer<typeof ZKitchenTicket>;

/** Open orders' tickets of the branch, oldest confirmation first. */
export const ZKitchenTicketsResponse = z.array(ZKitchenTicket);
export type TKitchenTicketsResponse = z.infer<typeof ZKitchenTicketsResponse>;

/**
 * A menu item of the branch for the stock screen. `isAvailable` is false when the item (any
 * of its sizes) is out of stock at the branch; `price` is its default size's price.
 */
export const ZStaffMenuItem = z.object({
  menuItemMasterId: ZEntityId,
  name: z.string(),
  category: z.string(),
  foodType: z.enum(FOOD_TYPES).nullable(),
  image: ZUrl.nullable(),
  price: ZMoney,
  isAvailable: z.boolean(),
});
export type TStaffMenuItem = z.infer<typeof ZStaffMenuItem>;

/** Sorted by category (menu order), then name. */
export const ZStaffMenuItemsResponse = z.array(ZStaffMenuItem);
export type TStaffMenuItemsResponse = z.infer<typeof ZStaffMenuItemsResponse>;

/**
 * The staff bill: the bill as the guests see it, plus the order's payments (oldest first) and
 * the refunds made of them, so the floor sees a charge to refund and what was refunded.
 */
export const ZStaffBill = ZBill.safeExtend({
  payments: z.array(ZBillPayment),
  refunds: z.array(ZBillRefund),
  /** A split bill (branch setting on, or shares on the order): each share, paid and remaining. */
  split: ZSplitBill.optional(),
});
export type TStaffBill = z.infer<typeof ZStaffBill>;
