import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { orderQueryKey } from './order-query-key';
import { refreshOrder } from './refresh-order';

function watchedOrder() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  let reads = 0;
  client.setQueryData(orderQueryKey(7), { id: 7 });
  const observer = new QueryObserver(client, {
    queryKey: orderQueryKey(7),
    queryFn: async () => {
      reads += 1;
      return { id: 7 };
    },
  });
  const stop = observer.subscribe(() => {});
  return { client, reads: () => reads, stop };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it('reads the order once when two holders ask in the same task', async () => {
  const order = watchedOrder();
  refreshOrder(order.client, 7);
  refreshOrder(order.client, 7);
  await nextTask();
  expect(order.reads()).toBe(1);
  order.stop();
});

it('reads it again when asked in a later task, and per cache', async () => {
  const order = watchedOrder();
  const other = watchedOrder();
  refreshOrder(order.client, 7);
  refreshOrder(other.client, 7);
  await nextTask();
  refreshOrder(order.client, 7);
  await nextTask();
  expect(order.reads()).toBe(2);
  expect(other.reads()).toBe(1);
  order.stop();
  other.stop();
});
