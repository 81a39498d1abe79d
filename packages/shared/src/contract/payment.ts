import { z } from 'zod';
import { PAYMENT_STATUSES } from '../domain/enums';
import { ZEntityId, ZId, ZMoney, ZUrl } from './common';
import { ZShareReceiptLink } from './receipt';

// Online payment of the guest app (spec sections 4 "Payment status" and 7).

/** `GET /v1/order/payment/public/payment-status?orderId=` -> ZPaymentStatus (never cached). */
export const ZPaymentStatusQuery = z.object({ orderId: ZId });
export type TPaymentStatusQuery = z.infer<typeof ZPaymentStatusQuery>;

/**
 * The order's payment: CHARGED once paid (online or by staff); else the status of its latest
 * gateway session; else PENDING_VBV while the waiter settles the bill (`shouldPoll` false once
 * the order closed unpaid). `shouldPoll`: ask again in 5 s.
 */
export const ZPaymentStatus = z.object({
  status: z.enum(PAYMENT_STATUSES),
  orderId: ZEntityId,
  paymentAmount: ZMoney,
  shouldPoll: z.boolean(),
  /** A split bill (decision 0019): the asking guest's own paid share's receipt link, with the
   * share's id for its SMS. Absent for every other answer. */
  shareReceipt: ZShareReceiptLink.optional(),
});
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** `POST /v1/order/payment/public/payment-session`: the amount is the bill's, never the client's. */
export const ZPaymentSessionBody = z.object({ orderId: ZEntityId });
export type TPaymentSessionBody = z.infer<typeof ZPaymentSessionBody>;

/** `url` is the gateway's page (the simulated gateway's by default) the guest is sent to. */
export const ZPaymentSessionResponse = z.object({
  sessionId: z.string().min(1),
  url: ZUrl,
  amount: ZMoney,
});
export type TPaymentSessionResponse = z.infer<typeof ZPaymentSessionResponse>;
