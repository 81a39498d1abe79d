import { z } from 'zod';
import { PAYMENT_METHODS, REFUND_STATUSES } from '../domain/enums';
import { isCalendarDate, reportRangeIssue } from '../domain/report-range';
import { ZId, ZSignedMoney, ZTimestamp } from './common';
import { API_BASE } from './routes';

// Sales reports of a branch (issue 14 item 8), action viewReports.
//
// Which orders count: completed, paid orders (not voided, not closed without payment), on the
// local date and hour (the branch's time zone) they were CLOSED. Every amount of an order comes
// from its final bill, so the report adds up to the bills: the sum of the days = the sum of the
// hours = net sales = gross item sales - discounts + charges + taxes + round-off = the bills'
// payable. Sales by item and by category sum to gross item sales. Payments, refunds and
// discounts belong to those same orders; voids are the orders voided, and cancellations the
// portions taken off any order, closed in the range. Tips (a split bill's shares, decision
// 0019) are the guests' own on top of the bill: never in sales or payments, summed apart as
// `tips`, net of the part of a payment's refunds beyond its bill amount (a refund gives the
// bill part back first, the tip only after it). Amounts are in major units (rupees) with at most 2 decimals. Guests' feedback
// is that on the same paid orders.

const API = `${API_BASE}/staff`;

export const REPORT_ROUTES = {
  /** GET ?from&to -> ZSalesReport */
  sales: `${API}/branches/:branchId/reports/sales`,
  /** GET ?from&to&section -> text/csv of one section */
  salesCsv: `${API}/branches/:branchId/reports/sales.csv`,
} as const;

export const REPORT_SECTIONS = [
  'summary',
  'by-day',
  'by-hour',
  'by-item',
  'by-category',
  'payment-methods',
  'voids',
  'cancellations',
  'discounts',
  'refunds',
  'feedback',
] as const;
export type TReportSection = (typeof REPORT_SECTIONS)[number];

const ZLocalDate = z.string().refine(isCalendarDate, 'must be a date YYYY-MM-DD');

/** from and to are local dates of the branch, both included, at most 366 days. */
export const ZReportQuery = z
  .object({ from: ZLocalDate, to: ZLocalDate })
  .superRefine((range, ctx) => {
    const issue = reportRangeIssue(range);
    if (issue) ctx.addIssue({ code: 'custom', path: ['to'], message: issue });
  });
export type TReportQuery = z.infer<typeof ZReportQuery>;

export const ZReportCsvQuery = z
  .object({ from: ZLocalDate, to: ZLocalDate, section: z.enum(REPORT_SECTIONS) })
  .superRefine((range, ctx) => {
    const issue = reportRangeIssue(range);
    if (issue) ctx.addIssue({ code: 'custom', path: ['to'], message: issue });
  });
export type TReportCsvQuery = z.infer<typeof ZReportCsvQuery>;

export const ZReportParams = z.object({ branchId: ZId });

const ZCount = z.number().int().min(0);
const ZAmount = ZSignedMoney;

export const ZReportTotals = z.object({
  orders: ZCount,
  guests: ZCount,
  /** Items and their add-ons, net of cancelled portions, before the discount. */
  grossSales: ZAmount,
  discounts: ZAmount,
  /** Charges and taxes added on top of the prices, as the bills add them; a rule included in
   * the prices is inside gross sales already and not counted again here. */
  charges: ZAmount,
  taxes: ZAmount,
  roundOff: ZAmount,
  /** What the guests were billed: the bills' payable. */
  netSales: ZAmount,
  /** The bill part of the payments; tips are apart. */
  payments: ZAmount,
  refunds: ZAmount,
  /** Tips charged with the payments, net of refunds beyond the bill part; not revenue. */
  tips: ZAmount,
  /** Net sales per order; 0 without orders. */
  averageTicket: ZAmount,
  /** Minutes from opening to closing a table's order, on average; null without orders. */
  averageTurnMinutes: z.number().min(0).nullable(),
  voids: ZCount,
  voidValue: ZAmount,
  cancelledQuantity: ZCount,
  cancelledValue: ZAmount,
});
export type TReportTotals = z.infer<typeof ZReportTotals>;

const ZSalesBucket = { orders: ZCount, grossSales: ZAmount, netSales: ZAmount, tips: ZAmount };

export const ZReportDay = z.object({ date: z.string(), ...ZSalesBucket });
export const ZReportHour = z.object({ hour: z.number().int().min(0).max(23), ...ZSalesBucket });
export const ZReportItem = z.object({
  itemName: z.string(),
  sizeName: z.string(),
  quantity: ZCount,
  amount: ZAmount,
});
export const ZReportCategory = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  quantity: ZCount,
  amount: ZAmount,
});
export const ZReportPaymentMethod = z.object({
  method: z.enum(PAYMENT_METHODS),
  count: ZCount,
  amount: ZAmount,
  refunded: ZAmount,
  tips: ZAmount,
});
export const ZReportVoid = z.object({
  orderId: z.number().int(),
  closedAt: ZTimestamp,
  value: ZAmount,
});
export const ZReportCancellation = z.object({
  itemName: z.string(),
  sizeName: z.string(),
  /** '' when the staff member gave none. */
  reason: z.string(),
  quantity: ZCount,
  value: ZAmount,
});
export const ZReportDiscount = z.object({
  orderId: z.number().int(),
  closedAt: ZTimestamp,
  subtotal: ZAmount,
  amount: ZAmount,
});
export const ZReportRefund = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  amount: ZAmount,
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  createdAt: ZTimestamp,
});

/** A guest's comment on one of the range's paid orders (docs/decisions/0016). */
export const ZReportComment = z.object({
  orderId: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  customerName: z.string().nullable(),
  updatedAt: ZTimestamp,
});

/** Guests' ratings of the range's paid orders: how many, their average, and their comments. */
export const ZReportFeedback = z.object({
  count: ZCount,
  /** To one decimal; null without ratings. */
  averageRating: z.number().min(1).max(5).nullable(),
  /** Newest first, at most REPORT_COMMENTS_MAX. */
  comments: z.array(ZReportComment),
});

/** The newest comments a report lists; the count and average cover every rating. */
export const REPORT_COMMENTS_MAX = 200;

export const ZSalesReport = z.object({
  branchId: z.number().int(),
  timeZone: z.string(),
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  totals: ZReportTotals,
  byDay: z.array(ZReportDay),
  byHour: z.array(ZReportHour),
  byItem: z.array(ZReportItem),
  byCategory: z.array(ZReportCategory),
  paymentMethods: z.array(ZReportPaymentMethod),
  voids: z.array(ZReportVoid),
  cancellations: z.array(ZReportCancellation),
  discounts: z.array(ZReportDiscount),
  refunds: z.array(ZReportRefund),
  feedback: ZReportFeedback,
});
export type TSalesReport = z.infer<typeof ZSalesReport>;
export type TReportDay = z.infer<typeof ZReportDay>;
export type TReportHour = z.infer<typeof ZReportHour>;
export type TReportItem = z.infer<typeof ZReportItem>;
export type TReportCategory = z.infer<typeof ZReportCategory>;
export type TReportPaymentMethod = z.infer<typeof ZReportPaymentMethod>;
export type TReportVoid = z.infer<typeof ZReportVoid>;
export type TReportCancellation = z.infer<typeof ZReportCancellation>;
export type TReportDiscount = z.infer<typeof ZReportDiscount>;
export type TReportRefund = z.infer<typeof ZReportRefund>;
export type TReportComment = z.infer<typeof ZReportComment>;
export type TReportFeedback = z.infer<typeof ZReportFeedback>;
