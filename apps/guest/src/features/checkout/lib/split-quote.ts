import type { TShareWay, TSplitBill, TTipChoice } from '@tableside/shared/contract/bill-share';
import { toShareRequest, toTipChoice } from '@tableside/shared/contract/bill-share-request';
import type { Bill } from '@tableside/shared/domain/bill';
import type { BillDues } from '@tableside/shared/domain/bill-dues';
import type { CommittedShare } from '@tableside/shared/domain/bill-share-state';
import { quoteShare, type ShareProblem } from '@tableside/shared/domain/bill-shares';
import { quoteTip } from '@tableside/shared/domain/bill-tips';
import { toMinor } from '@tableside/shared/domain/money';

export type PhoneQuote =
  | { ok: true; amountMinor: number; tipMinor: number }
  | { ok: false; problem: ShareProblem | 'bad-tip' | 'tip-over-share' };

/** quoteShare reads only the payable and the lines' dues of the bill it is given. */
function duesOf(bill: TSplitBill): BillDues {
  const payable: Bill = {
    lines: [],
    subTotal: 0,
    discountAmount: 0,
    charges: [],
    taxSummary: [],
    totalCharge: 0,
    totalTax: 0,
    roundOff: 0,
    payableAmount: toMinor(bill.payableAmount),
  };
  const lines = bill.lines.map((line) => ({
    key: line.key,
    name: line.itemName,
    quantity: line.quantity,
    amount: toMinor(line.amount),
    due: toMinor(line.due),
  }));
  return { bill: payable, lines };
}

/**
 * The shares that count, oldest first, as the server's quote sees them. The wire does not
 * carry an equal split's basis, but a part's quote needs only basis / N rounded down, which
 * the server's next part tells (or is the last part, which takes what is available anyway).
 */
function committedOf(bill: TSplitBill): CommittedShare[] {
  const split = bill.split
    ? { parts: bill.split.parts, basisMinor: toMinor(bill.split.nextPart) * bill.split.parts }
    : undefined;
  return bill.shares.flatMap((share): CommittedShare[] =>
    share.status === 'HELD' || share.status === 'PAID'
      ? [
          {
            way: share.way,
            amountMinor: toMinor(share.amount),
            status: share.status,
            claims: share.claims,
            split: share.way === 'EQUAL' ? split : undefined,
          },
        ]
      : [],
  );
}

/**
 * The share and tip the guest is shown, by the same rule the server quotes under the order
 * lock: the share goes out as `expectedAmount`, so a bill that changed in between is refused
 * (409) instead of charged.
 */
export function quoteOnPhone(bill: TSplitBill, share: TShareWay, tip: TTipChoice): PhoneQuote {
  const quote = quoteShare(duesOf(bill), committedOf(bill), toShareRequest(share));
  if (!quote.ok) return quote;
  const tipQuote = quoteTip(quote.amountMinor, toTipChoice(tip));
  if (!tipQuote.ok) return tipQuote;
  return { ok: true, amountMinor: quote.amountMinor, tipMinor: tipQuote.tipMinor };
}
