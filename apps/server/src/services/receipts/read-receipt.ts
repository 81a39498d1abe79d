import type { TReceipt, TReceiptPayment } from '@tableside/shared/contract/receipt';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { ReceiptSigner } from '../../lib/receipt-token';
import { findPaidOrder, type PaidOrder } from './paid-order';
import {
  claimOfToken,
  paidHead,
  RECEIPT_NOT_FOUND,
  receiptHead,
  receiptPayment,
} from './receipt-head';
import { readShareReceipt } from './share-receipt';

/** What paid the bill: charged payments, without any charge flagged to be refunded. */
async function billPayments(db: Database, order: PaidOrder): Promise<TReceiptPayment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'CHARGED')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.filter((p) => !p.needsRefund).map((p) => receiptPayment(p, p.amountMinor));
}

/**
 * The receipt behind a signed link: the brand, branch and table, when it was paid in the
 * branch's zone, and the bill exactly as the check-out page showed it, with the payments that
 * settled it. A share's link answers that share's receipt (share-receipt.ts). A link naming an
 * order (or share) without a receipt is 404, as a forged one is.
 */
export async function readReceipt(
  deps: { db: Database; clock: Clock; signer: ReceiptSigner },
  token: string,
): Promise<TReceipt> {
  const claim = claimOfToken(deps, token);
  if (claim.shareId !== undefined) {
    return readShareReceipt(deps.db, { ...claim, shareId: claim.shareId });
  }
  const order = await findPaidOrder(deps.db, claim);
  if (!order) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND);
  return {
    ...paidHead(await receiptHead(deps.db, order), order.closedAt),
    payments: await billPayments(deps.db, order),
    expiresAt: claim.expiresAt.toISOString(),
  };
}
