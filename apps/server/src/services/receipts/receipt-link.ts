import type { TReceiptLink } from '@tableside/shared/contract/receipt';
import { RECEIPT_LINK_DAYS, receiptUrl } from '@tableside/shared/domain/receipt';
import type { Database } from '../../db/client';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { AppError } from '../../lib/app-error';
import type { ReceiptSigner } from '../../lib/receipt-token';
import { findPaidOrder, type PaidOrder } from './paid-order';
import { findPaidShare, type PaidShare } from './paid-share';

export const RECEIPT_NOT_READY = 'The receipt is ready once the bill is paid.';
export const SHARE_RECEIPT_NOT_READY = 'The receipt is ready once your share is paid.';

const DAY_MS = 24 * 60 * 60 * 1000;

const linkOf = (
  signer: ReceiptSigner,
  publicUrl: string,
  claim: { tenantId: number; orderId: number; shareId?: number },
  paidAt: Date,
): TReceiptLink => {
  const expiresAt = new Date(paidAt.getTime() + RECEIPT_LINK_DAYS * DAY_MS);
  const token = signer.sign({ ...claim, expiresAt });
  return { url: receiptUrl(publicUrl, token), token, expiresAt: expiresAt.toISOString() };
};

/**
 * The order's link: the same token however often it is asked for, since it expires a fixed
 * time after the order was paid (RECEIPT_LINK_DAYS).
 */
export const signReceiptLink = (signer: ReceiptSigner, publicUrl: string, order: PaidOrder) =>
  linkOf(signer, publicUrl, { tenantId: order.tenantId, orderId: order.id }, order.closedAt);

/** A paid share's link: as the order's, from when the share was paid. */
export const signShareReceiptLink = (signer: ReceiptSigner, publicUrl: string, share: PaidShare) =>
  linkOf(
    signer,
    publicUrl,
    { tenantId: share.tenantId, orderId: share.orderId, shareId: share.id },
    share.payment.createdAt,
  );

/**
 * The link to send: the guest's own paid share's with `shareId` (409 until it is paid, and for
 * another guest's share, which is no more his to have), else the paid order's (409 before).
 */
export async function guestReceiptLink(
  db: Database,
  signer: ReceiptSigner,
  input: { guest: GuestContext; orderId: number; shareId?: number; publicUrl: string },
): Promise<{ link: TReceiptLink; order: { id: number; tenantId: number } }> {
  const { guest, shareId } = input;
  const ids = { tenantId: guest.tenantId, orderId: input.orderId };
  if (shareId !== undefined) {
    const share = await findPaidShare(db, { ...ids, shareId, customerId: guest.customerId });
    if (!share) throw new AppError('CONFLICT', SHARE_RECEIPT_NOT_READY);
    const link = signShareReceiptLink(signer, input.publicUrl, share);
    return { link, order: { id: share.orderId, tenantId: share.tenantId } };
  }
  const order = await findPaidOrder(db, ids);
  if (!order) throw new AppError('CONFLICT', RECEIPT_NOT_READY);
  return { link: signReceiptLink(signer, input.publicUrl, order), order };
}

/** The guest's own paid order's (or paid share's) receipt link; before payment, 409. */
export async function getReceiptLink(
  deps: { db: Database; signer: ReceiptSigner },
  input: { guest: GuestContext; orderId: number; shareId?: number; publicUrl: string },
): Promise<TReceiptLink> {
  assertGuestOrder(input.guest, input.orderId);
  return (await guestReceiptLink(deps.db, deps.signer, input)).link;
}
