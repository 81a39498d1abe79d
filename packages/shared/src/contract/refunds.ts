import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS, REFUND_STATUSES } from '../domain/enums';
import { text, ZEntityId, ZMoney, ZTimestamp } from './common';

// Refunds of online payments, and the payments and refunds the staff bill lists.

/** `POST /v1/staff/orders/:orderId/refunds` (+ optional Idempotency-Key) -> ZStaffBill */
export const ZRefundBody = z.object({
  paymentId: ZEntityId,
  /** Rupees, at most what is left to refund of the payment. */
  amount: ZMoney.refine((v) => v > 0, 'must be more than 0'),
  reason: text({ multiline: true }).trim().min(1, 'is required').max(200, 'is too long'),
});
export type TRefundBody = z.infer<typeof ZRefundBody>;

/** A payment of the order; `needsRefund`: charged online after the order was paid or closed. */
export const ZBillPayment = z.object({
  id: ZEntityId,
  method: z.enum(PAYMENT_METHODS),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  amount: ZMoney,
  /** A split bill's share charged with a tip (decision 0019): kept apart from `amount`. */
  tip: ZMoney.optional(),
  /** Rupees refunded so far (succeeded or pending at the gateway). */
  refunded: ZMoney,
  needsRefund: z.boolean(),
  /** Only an online payment with the gateway's charge id can be refunded from the console. */
  refundable: z.boolean(),
  createdAt: ZTimestamp,
});
export type TBillPayment = z.infer<typeof ZBillPayment>;

export const ZBillRefund = z.object({
  id: ZEntityId,
  paymentId: ZEntityId,
  amount: ZMoney,
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  createdAt: ZTimestamp,
  staffName: z.string(),
});
export type TBillRefund = z.infer<typeof ZBillRefund>;
