import type { QueryClient } from '@tanstack/react-query';
import { orderQueryKey } from './order-query-key';

// Per cache: orders asked for in the task under way.
const askedThisTask = new WeakMap<QueryClient, Set<number>>();

/**
 * Reads the table's order again, dropping an answer already on its way (it may predate the
 * reason to ask: an event, a join, a reconnect). The ordering screens and the order watcher
 * both hold the customer channel and both ask when it is joined or the link comes back: asked
 * twice in one task, the second would cancel a read the server has already done, so it is one.
 */
export function refreshOrder(queryClient: QueryClient, orderId: number): void {
  const asked = askedThisTask.get(queryClient) ?? new Set<number>();
  if (asked.has(orderId)) return;
  asked.add(orderId);
  askedThisTask.set(queryClient, asked);
  setTimeout(() => asked.delete(orderId), 0);
  void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId), exact: true });
}
