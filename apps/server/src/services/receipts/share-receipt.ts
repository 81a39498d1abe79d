import type { TReceipt } from '@tableside/shared/contract/receipt';
import { toMajor } from '@tableside/shared/domain/money';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ReceiptClaim } from '../../lib/receipt-token';
import { equalPartOf, findPaidShare, shareItems } from './paid-share';
import { paidHead, RECEIPT_NOT_FOUND, receiptHead, receiptPayment } from './receipt-head';

/**
 * A guest's share of a split bill (decision 0019), ready once the share is paid: the table's
 * bill (the same rows as the whole bill's receipt), then 'Your share': how it was made up, its
 * amount, the tip, what was charged and the table's total. Its payment is the share's own,
 * charged with the tip; it was paid when that payment was, the table may still be eating.
 */
export async function readShareReceipt(
  db: Database,
  claim: ReceiptClaim & { shareId: number },
): Promise<TReceipt> {
  const share = await findPaidShare(db, claim);
  if (!share) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
  const { payment } = share;
  const head = await receiptHead(db, {
    tenantId: share.tenantId,
    id: share.orderId,
    branchId: share.branchId,
    closedAt: share.closedAt,
  });
  const paidMinor = share.amountMinor + share.tipMinor;
  return {
    ...paidHead(head, payment.createdAt),
    payments: [receiptPayment(payment, paidMinor)],
    share: {
      way: share.way,
      part: await equalPartOf(db, share),
      parts: share.way === 'EQUAL' ? share.splitParts : null,
      items: share.way === 'ITEMS' ? await shareItems(db, share.id) : [],
      amount: toMajor(share.amountMinor),
      tip: toMajor(share.tipMinor),
      paid: toMajor(paidMinor),
      tableTotal: head.bill.payableAmount,
    },
    expiresAt: claim.expiresAt.toISOString(),
  };
}
