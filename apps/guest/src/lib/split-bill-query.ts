import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api-client';
import { NEVER_CACHED } from './query-client';
import { useRealtimeEvent } from './use-realtime';

// The table's split bill (issue 17, decision 0019), read by the bill page and by the payment
// result of a share: one query, refetched whenever a share changes.

// Loaded beside the request: the contract joins the boot schemas' chunk rather than adding
// chunks every page's preload list names (the entry's budget, scripts/measure-entry.mjs).
const loadSplitBillSchema = () =>
  import('@tableside/shared/contract/bill-share').then((m) => m.ZSplitBill);

export const splitBillKey = (orderId: number) => ['split-bill', orderId] as const;

/** `GET /v1/order/payment/public/split-bill?orderId=`: never cached, the shares move under it. */
export const splitBillQuery = (orderId: number) =>
  queryOptions({
    queryKey: splitBillKey(orderId),
    queryFn: ({ signal }) =>
      api.request({
        path: GUEST_ROUTES.splitBill,
        query: { orderId },
        schema: loadSplitBillSchema,
        signal,
      }),
    ...NEVER_CACHED,
  });

/**
 * The split bill, live: every `billSharesUpdate` of the order (a guest took, paid or let go of
 * a share) reads it again, so every phone at the table shows the same paid and remaining.
 * `fallbackMs` re-reads it anyway, in case an event was lost.
 */
export function useLiveSplitBill(orderId: number, enabled: boolean, fallbackMs = 30_000) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...splitBillQuery(orderId), enabled, refetchInterval: fallbackMs });
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: splitBillKey(orderId) }),
    [orderId, queryClient],
  );
  useRealtimeEvent('billSharesUpdate', (event) => {
    if (enabled && event.orderId === orderId) refetch();
  });
  return { ...query, refetchNow: refetch };
}
