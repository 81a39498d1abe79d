import { ZOrder } from '@tableside/shared/contract/order';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api';
import { qk } from './query-keys';
import { useStaffEvent } from './realtime';

/** One order as the guests see it (any status); live sync refetches it on staff events. */
export function useOrder(orderId: number) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: qk.order(orderId),
    queryFn: () => apiRequest({ path: buildPath(STAFF_ROUTES.order, { orderId }), schema: ZOrder }),
  });
  // Closing or voiding an order announces its freed tables without the order (orderId null),
  // which live sync cannot tie to this order: a screen showing it learns so by its tables.
  useStaffEvent('staffTableUpdate', ({ tableId, orderId: seated }) => {
    if (seated === null && query.data?.tables.some((table) => table.id === tableId)) {
      void queryClient.invalidateQueries({ queryKey: qk.order(orderId) });
    }
  });
  return query;
}
