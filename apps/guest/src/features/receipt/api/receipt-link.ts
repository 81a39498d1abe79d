import { RECEIPT_ROUTES, ZReceiptLink } from '@tableside/shared/contract/receipt';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `GET /v1/order/public/receipt-link?orderId=`: the signed link to the paid order's receipt
 * (one per order, so it may be kept for the page's life).
 */
export const getReceiptLink = (orderId: number, signal?: AbortSignal) =>
  api.request({
    path: RECEIPT_ROUTES.link,
    query: { orderId },
    schema: ZReceiptLink,
    signal,
  });

export const useReceiptLink = (orderId: number) =>
  useQuery({
    queryKey: ['receipt-link', orderId],
    queryFn: ({ signal }) => getReceiptLink(orderId, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
