import { z } from 'zod';
import { BILL_SHARE_WAYS, PAYMENT_METHODS, PAYMENT_PROVIDERS } from '../domain/enums';
import { ZBill } from './bill';
import { text, ZEntityId, ZId, ZMoney, ZTimestamp } from './common';
import { API_BASE } from './routes';

// The itemised e-receipt of a paid order (issue 16 item 10, docs/decisions/0016). The guest
// asks for its link with the table session; the link itself needs no session: it carries a
// token the server signed (tenant, order, expiry), and is all a receipt is reached by. A guest
// who paid a share of a split bill (decision 0019) gets his share's own link: the token also
// names the share, and the receipt is ready once that share is paid.

export const RECEIPT_ROUTES = {
  /** GET ?ZReceiptOrderQuery (guest session, X-Tenant) -> ZReceiptLink */
  link: `${API_BASE}/order/public/receipt-link`,
  /** POST ?ZReceiptOrderQuery (guest session, X-Tenant) -> ZReceiptSmsResponse */
  sms: `${API_BASE}/order/public/receipt-sms`,
  /** GET :ZReceiptParams -> ZReceipt (no session, no X-Tenant; 404 unknown, 410 expired) */
  receipt: `${API_BASE}/receipts/:token`,
  /** GET :ZReceiptParams -> application/pdf (attachment) */
  receiptPdf: `${API_BASE}/receipts/:token/pdf`,
} as const;

/** `shareId`: the guest's own paid share of a split bill, for its receipt; absent: the bill's. */
export const ZReceiptOrderQuery = z.object({ orderId: ZId, shareId: ZId.optional() });
export type TReceiptOrderQuery = z.infer<typeof ZReceiptOrderQuery>;

/** Anything longer than a token could be is refused before any work (the answer is 404). */
export const ZReceiptParams = z.object({ token: text().max(128, 'is too long') });
export type TReceiptParams = z.infer<typeof ZReceiptParams>;

export const ZReceiptLink = z.object({
  /** The receipt page's absolute address (PUBLIC_URL/receipt/{token}). */
  url: z.string(),
  token: z.string(),
  expiresAt: ZTimestamp,
});
export type TReceiptLink = z.infer<typeof ZReceiptLink>;

/** A paid share's link (decision 0019), with the share's id its SMS names. */
export const ZShareReceiptLink = ZReceiptLink.extend({ shareId: ZEntityId });
export type TShareReceiptLink = z.infer<typeof ZShareReceiptLink>;

export const ZReceiptSmsResponse = z.object({
  /** The number it went to, all but the last 4 digits hidden: '+91******3210'. */
  sentTo: z.string(),
});
export type TReceiptSmsResponse = z.infer<typeof ZReceiptSmsResponse>;

export const ZReceiptPayment = z.object({
  method: z.enum(PAYMENT_METHODS),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  amount: ZMoney,
  /** The gateway's reference of the charge; null for a payment taken at the table. */
  reference: z.string().nullable(),
  paidAt: ZTimestamp,
});
export type TReceiptPayment = z.infer<typeof ZReceiptPayment>;

/** A bill line an ITEMS share paid for, and how much of it (1/2: half the line). */
export const ZReceiptShareItem = z.object({
  itemName: z.string(),
  numerator: z.number().int().positive(),
  denominator: z.number().int().positive(),
});
export type TReceiptShareItem = z.infer<typeof ZReceiptShareItem>;

/**
 * 'Your share' on a split bill's receipt: how the guest's part was made up (the whole or the
 * rest of the bill, equal part `part` of `parts`, the items with their fractions, or an amount),
 * its amount (the bill part), the tip, what was charged (both) and the table's total.
 */
export const ZReceiptShare = z.object({
  way: z.enum(BILL_SHARE_WAYS),
  part: z.number().int().positive().nullable(),
  parts: z.number().int().positive().nullable(),
  items: z.array(ZReceiptShareItem),
  amount: ZMoney,
  tip: ZMoney,
  paid: ZMoney,
  tableTotal: ZMoney,
});
export type TReceiptShare = z.infer<typeof ZReceiptShare>;

export const ZReceipt = z.object({
  /** For the page's look (the brand's public style); the link itself names no id. */
  brandId: ZEntityId,
  brandName: z.string(),
  branchName: z.string(),
  tableNames: z.array(z.string()),
  orderId: ZEntityId,
  /** When the order was paid (closed); shown in `timeZone`, the branch's. */
  paidAt: ZTimestamp,
  timeZone: z.string(),
  /** The bill's ISO 4217 currency and the locale it is written in (the branch's, else the
   * brand's): the page formats amounts with it, having no branch lookup of its own. */
  currency: z.string(),
  locale: z.string(),
  /** The same bill the check-out page showed (GET orderBilling), from the order's own lines. */
  bill: ZBill,
  payments: z.array(ZReceiptPayment),
  /** A share's receipt only: the guest's part (its payment is the one in `payments`, charged
   * with the tip, and `paidAt` is when it was). Absent on the whole bill's receipt. */
  share: ZReceiptShare.optional(),
  /** When this link stops working. */
  expiresAt: ZTimestamp,
});
export type TReceipt = z.infer<typeof ZReceipt>;
