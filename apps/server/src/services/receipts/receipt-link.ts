import type { TReceiptLink } from '@tableside/shared/contract/receipt';
import { RECEIPT_LINK_DAYS, receiptUrl } from '@tableside/shared/domain/receipt';
import type { Database } from '../../db/client';
import { assertGuestOrder, type GuestContext } from '../../http/guest-session';
import { AppError } from '../../lib/app-error';
import type { ReceiptSigner } from '../../lib/receipt-token';
import { findPaidOrder, type PaidOrder } from './paid-order';

export const RECEIPT_NOT_READY = 'The receipt is ready once the bill is paid.';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The order's link: the same token however often it is asked for, since it expires a fixed
 * time after the order was paid (RECEIPT_LINK_DAYS).
 */
export function signReceiptLink(
  signer: ReceiptSigner,
  publicUrl: string,
  order: PaidOrder,
): TReceiptLink {
  const expiresAt = new Date(order.closedAt.getTime() + RECEIPT_LINK_DAYS * DAY_MS);
  const token = signer.sign({ tenantId: order.tenantId, orderId: order.id, expiresAt });
  return { url: receiptUrl(publicUrl, token), token, expiresAt: expiresAt.toISOString() };
}

/** The guest's own paid order's receipt link; before payment, 409. */
export async function getReceiptLink(
  deps: { db: Database; signer: ReceiptSigner },
  input: { guest: GuestContext; orderId: number; publicUrl: string },
): Promise<TReceiptLink> {
  const { guest } = input;
  assertGuestOrder(guest, input.orderId);
  const order = await findPaidOrder(deps.db, { tenantId: guest.tenantId, orderId: input.orderId });
  if (!order) throw new AppError('CONFLICT', RECEIPT_NOT_READY);
  return signReceiptLink(deps.signer, input.publicUrl, order);
}
