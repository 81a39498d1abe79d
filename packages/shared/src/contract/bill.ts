import { z } from 'zod';
import { ZEntityId, ZId, ZMoney, ZQueryBoolean, ZSignedMoney } from './common';

// The bill of the check-out page and the calls around it (spec sections 3 and 7).

/** `GET /v1/order/public/orderBilling?orderId=&customerId=&sendEvent=true` -> ZBill (never cached). */
export const ZBillingQuery = z.object({
  orderId: ZId,
  customerId: ZId,
  /** true: also tell the floor (staff channel) that the guest opened the bill. */
  sendEvent: ZQueryBoolean.default(false),
});
export type TBillingQuery = z.infer<typeof ZBillingQuery>;

/** One bill line: same item, size and customisation summed; `price` is the line total. */
export const ZBillLine = z.object({
  itemName: z.string(),
  servingSizeName: z.string(),
  quantity: z.number().int().min(1),
  price: ZMoney,
});
export type TBillLine = z.infer<typeof ZBillLine>;

/** `rate` is a percentage (7.5 means 7.5 %). */
const rate = z.number().min(0).max(100);

/**
 * Issue 14's rules, sent only when true so the spec's bill is unchanged: `inclusive`, the
 * amount is already inside the item prices (shown 'incl.', not in the total); `fixed`, a fixed
 * amount with no rate (`rate` 0).
 */
const ruleFlags = { inclusive: z.boolean().optional(), fixed: z.boolean().optional() };

export const ZBillCharge = z.object({
  charges: z.object({ name: z.string() }),
  rate,
  amount: ZMoney,
  ...ruleFlags,
});
export type TBillCharge = z.infer<typeof ZBillCharge>;

export const ZBillTax = z.object({
  tax: z.object({ name: z.string() }),
  rate,
  amount: ZMoney,
  ...ruleFlags,
});
export type TBillTax = z.infer<typeof ZBillTax>;

/**
 * The bill, computed by the server. The spec's clients read `subTotal` and `subtotal`,
 * `roundoff` and `roundOff`, so both spellings are sent and must agree. `roundoff` is the
 * signed amount that brings the total to whole rupees.
 */
export const ZBill = z
  .object({
    orderId: ZEntityId,
    orderItems: z.array(ZBillLine),
    charges: z.array(ZBillCharge),
    taxSummary: z.array(ZBillTax),
    discountAmount: ZMoney,
    subTotal: ZMoney,
    subtotal: ZMoney,
    totalTax: ZMoney,
    totalCharge: ZMoney,
    roundoff: ZSignedMoney,
    roundOff: ZSignedMoney,
    payableAmount: ZMoney,
  })
  .refine((bill) => bill.subTotal === bill.subtotal, {
    message: 'must equal subTotal',
    path: ['subtotal'],
  })
  .refine((bill) => bill.roundoff === bill.roundOff, {
    message: 'must equal roundoff',
    path: ['roundOff'],
  });
export type TBill = z.infer<typeof ZBill>;

/** `PUT /v1/order/public/update-order-request-bill?orderId=&orderStatus=REQUEST_BILL` -> ZOrder */
export const ZRequestBillQuery = z.object({
  orderId: ZId,
  orderStatus: z.literal('REQUEST_BILL'),
});
export type TRequestBillQuery = z.infer<typeof ZRequestBillQuery>;

/**
 * `PUT /v1/order/public/saveBillingResponse` -> ZOrder, sent when payment is CHARGED. The
 * spec's client adds its stored bill; the server keeps its own, so other keys are dropped.
 */
export const ZSaveBillingBody = z.object({
  billDetailsBody: z.object({
    orderId: ZEntityId,
    payableAmount: ZMoney,
  }),
});
export type TSaveBillingBody = z.infer<typeof ZSaveBillingBody>;
