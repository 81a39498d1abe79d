import type { TOrder } from '@tableside/shared/contract/order';
import type { QueryClient } from '@tanstack/react-query';
import { qk } from '../../../lib/query-keys';

/** After an action answered the order: show it at once and read the bill it changed. */
export function orderUpdated(queryClient: QueryClient, order: TOrder) {
  queryClient.setQueryData(qk.order(order.id), order);
  void queryClient.invalidateQueries({ queryKey: qk.bill(order.id) });
}

/** After a refusal: the order or its bill changed under the screen, so both are read again. */
export function refreshOrder(queryClient: QueryClient, orderId: number) {
  void queryClient.invalidateQueries({ queryKey: qk.order(orderId) });
  void queryClient.invalidateQueries({ queryKey: qk.bill(orderId) });
}
