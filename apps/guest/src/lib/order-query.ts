import { type TOrder, ZOrder } from '@tableside/shared/contract/order';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useFlags } from './flags-store';
import { orderQueryKey } from './order-query-key';
import { useSessionValue } from './use-session-value';

// The table's order (spec section 7 "Order"): the one server state most screens read (header
// PIN, card counters, footer badge, My Orders). Live events and the answers of every cart write
// go into this cache entry, never into a store.

/** `GET /v1/order/public?id=` */
export const getOrder = (orderId: number, signal?: AbortSignal) =>
  api.request({
    path: GUEST_ROUTES.order,
    query: { id: orderId },
    schema: ZOrder,
    signal,
    fallbackMessage: MSG.fetchDetailsFailed,
  });

/**
 * Live events, the reads after a join or a reconnect and every write's answer keep the cached
 * order current, so a screen mounting just after a read (a route's chunk arriving) does not
 * read it again; after a while away a screen or a focus does.
 */
const ORDER_FRESH_MS = 5000;

export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: ORDER_FRESH_MS,
  });

/**
 * The session's order. Spec section 7: skipped until the initial calls (tenant, branch, table
 * status) succeeded. `select` lets a reader re-render only when its slice changes.
 */
export function useOrder<T = TOrder>(select?: (order: TOrder) => T) {
  const orderId = useSessionValue('OrderId');
  const initialApiSuccess = useFlags((state) => state.initialApiSuccess);
  return useQuery({
    ...orderQuery(orderId ?? 0),
    enabled: orderId !== null && initialApiSuccess,
    select,
  });
}

/**
 * Puts an order a write answered into the cache, unless the cache already holds a later state
 * (a live event with a higher seq may have arrived before this answer).
 */
export function putOrder(queryClient: QueryClient, order: TOrder): void {
  queryClient.setQueryData<TOrder>(orderQueryKey(order.id), (current) =>
    current && current.seq > order.seq ? current : order,
  );
}
