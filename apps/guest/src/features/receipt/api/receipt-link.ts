import {
  RECEIPT_ROUTES,
  type TShareReceiptLink,
  ZReceiptLink,
} from '@tableside/shared/contract/receipt';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /v1/order/public/receipt-link?orderId=&shareId=`: the signed link to the paid order's
 * receipt, or with `shareId` to the guest's paid share's (one per order or share, so it may be
 * kept for the page's life).
 */
export const getReceiptLink = (orderId: number, shareId?: number, signal?: AbortSignal) =>
  api.request({
    path: RECEIPT_ROUTES.link,
    query: shareId === undefined ? { orderId } : { orderId, shareId },
    schema: ZReceiptLink,
    signal,
  });

/** A share's link came with the payment result already: it is used as it is, not asked for. */
export const useReceiptLink = (orderId: number, share?: TShareReceiptLink) =>
  useQuery({
    queryKey: ['receipt-link', orderId, share?.shareId ?? null],
    queryFn: ({ signal }) => getReceiptLink(orderId, share?.shareId, signal),
    initialData: share
      ? { url: share.url, token: share.token, expiresAt: share.expiresAt }
      : undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
