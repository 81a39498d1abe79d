// The itemised e-receipt (issue 16 item 10, docs/decisions/0016): where its page lives, how
// long a link to it works, and how its date reads. The guest page and the PDF share these.
import type { PaymentMethod, PaymentProvider } from './enums';

/** The guest app's page that shows a receipt from its signed link. */
export const RECEIPT_PAGE = '/receipt/:token';

/** A receipt link works for this many days after the order was paid. */
export const RECEIPT_LINK_DAYS = 90;

/** What a receipt token looks like (base64url payload '.' base64url tag). */
export const RECEIPT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{4,64}\.[A-Za-z0-9_-]{22}$/;

/** The page's absolute address, e.g. for the SMS and the share sheet. */
export function receiptUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${RECEIPT_PAGE.replace(':token', token)}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * When the order was paid, on the branch's wall clock with the zone's short name:
 * '10 Mar 2026, 5:30 pm IST'. ICU's narrow and no-break spaces become plain spaces, so the
 * PDF's standard font can print the same text the page shows.
 */
export function formatReceiptTime(instant: string | Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format.format(new Date(instant)).replace(/[\u00a0\u202f]/g, ' ');
}

const METHOD_LABELS: Record<PaymentMethod, string> = {
  CASH: 'Cash',
  CARD: 'Card',
  UPI: 'UPI',
  ONLINE: 'Online',
};

const PROVIDER_LABELS: Record<PaymentProvider, string> = {
  simulated: 'simulated gateway',
  stripe: 'Stripe',
  razorpay: 'Razorpay',
};

/** How a payment reads on the receipt: 'Cash', 'Online (Razorpay)'. */
export function paymentMethodLabel(
  method: PaymentMethod,
  provider: PaymentProvider | null,
): string {
  const label = METHOD_LABELS[method];
  return provider ? `${label} (${PROVIDER_LABELS[provider]})` : label;
}

/** The receipt's own words (docs/decisions/0016), the same on the page and in the PDF. */
export const RECEIPT_TEXT = {
  tableLine: (names: readonly string[]) =>
    names.length > 1 ? `Tables ${names.join(', ')}` : `Table ${names[0] ?? ''}`,
  orderLine: (orderId: number) => `Order #${orderId}`,
  quantity: (quantity: number) => `Qty ${quantity}`,
  /** The bill's 'Total Payable' row, once paid. */
  total: 'Total',
  paidBy: (method: string) => `Paid by ${method}`,
  reference: (reference: string) => `Ref. ${reference}`,
  thanks: 'Thank you for dining with us.',
  /** A split bill's share (decision 0019). */
  yourShare: 'Your share',
  wholeBill: 'The whole bill',
  restOfBill: 'The rest of the bill',
  equalPart: (part: number | null, parts: number | null) =>
    part && parts ? `Equal part ${part} of ${parts}` : 'An equal part',
  items: 'Items',
  anAmount: 'An amount',
  /** How much of a line the share paid: 'All', '1/2'. */
  fraction: (numerator: number, denominator: number) =>
    numerator === denominator ? 'All' : `${numerator}/${denominator}`,
  shareAmount: 'Share',
  tip: 'Tip',
  totalPaid: 'Total paid',
  tableTotal: 'Table total',
} as const;

/** How a share was made up, in the receipt's words (the REMAINING share that paid it all is
 * the whole bill). */
export function shareWayText(share: {
  way: 'REMAINING' | 'EQUAL' | 'ITEMS' | 'AMOUNT';
  part: number | null;
  parts: number | null;
  amount: number;
  tableTotal: number;
}): string {
  if (share.way === 'REMAINING') {
    return share.amount === share.tableTotal ? RECEIPT_TEXT.wholeBill : RECEIPT_TEXT.restOfBill;
  }
  if (share.way === 'EQUAL') return RECEIPT_TEXT.equalPart(share.part, share.parts);
  return share.way === 'ITEMS' ? RECEIPT_TEXT.items : RECEIPT_TEXT.anAmount;
}
