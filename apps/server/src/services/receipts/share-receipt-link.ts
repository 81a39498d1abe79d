import type { TPaymentStatus } from '@tableside/shared/contract/payment';
import type { Database } from '../../db/client';
import type { GuestContext } from '../../http/guest-session';
import type { ReceiptSigner } from '../../lib/receipt-token';
import { findPaidShare } from './paid-share';
import { signShareReceiptLink } from './receipt-link';

/**
 * The payment result of a guest who paid a share of a split bill (decision 0019) carries his
 * share's receipt link, as /payment-status offers the whole bill's: the latest share he paid
 * on the order, once the answer is CHARGED. Any other answer is left exactly as it was.
 */
export async function withShareReceipt(
  deps: { db: Database; signer: ReceiptSigner },
  input: { status: TPaymentStatus; guest: GuestContext; publicUrl: string },
): Promise<TPaymentStatus> {
  const { status, guest } = input;
  if (status.status !== 'CHARGED') return status;
  const share = await findPaidShare(deps.db, {
    tenantId: guest.tenantId,
    orderId: status.orderId,
    customerId: guest.customerId,
  });
  if (!share) return status;
  const link = signShareReceiptLink(deps.signer, input.publicUrl, share);
  return { ...status, shareReceipt: { ...link, shareId: share.id } };
}
