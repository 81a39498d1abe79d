import type { TOrder } from '@tableside/shared/contract/order';
import { QUANTITY_DEBOUNCE_MS } from '@tableside/shared/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { putUpdateQuantity } from './cart-api';
import { useCartErrorHandler } from './cart-error';
import { putOrder } from './order-query';
import { orderQueryKey } from './order-query-key';
import { createQuantityQueue, type QuantityQueue } from './quantity-queue';
import { useSessionValue } from './use-session-value';

const unitPriceOf = (order: TOrder | undefined, itemId: number): number => {
  for (const group of order?.orderGroups ?? []) {
    const item = group.orderItems.find((line) => line.id === itemId);
    if (item) return item.unitPrice;
  }
  return 0;
};

/**
 * Counters of cart lines (menu cards, My Orders): `setQuantity` shows the count at once and
 * sends it debounced; `quantityOf` is what the counter shows. Counts still waiting are sent
 * when the screen goes away.
 */
export function useQuantityUpdates() {
  const queryClient = useQueryClient();
  const handleError = useCartErrorHandler();
  const orderId = useSessionValue('OrderId');
  const [pending, setPending] = useState<ReadonlyMap<number, number>>(() => new Map());
  const latest = useRef({ queryClient, handleError, orderId });
  useLayoutEffect(() => {
    latest.current = { queryClient, handleError, orderId };
  });

  const queue = useRef<QuantityQueue | null>(null);
  if (queue.current === null) {
    queue.current = createQuantityQueue({
      delayMs: QUANTITY_DEBOUNCE_MS,
      onPendingChange: setPending,
      send: async (orderItemId, quantity) => {
        const { queryClient: client, orderId: id } = latest.current;
        const cached = id === null ? undefined : client.getQueryData<TOrder>(orderQueryKey(id));
        try {
          const order = await putUpdateQuantity({
            orderItemId,
            quantity,
            price: unitPriceOf(cached, orderItemId),
          });
          putOrder(client, order);
        } catch (error) {
          latest.current.handleError(error);
          throw error;
        }
      },
    });
  }

  useEffect(() => () => queue.current?.flushAll(), []);

  const setQuantity = useCallback((orderItemId: number, quantity: number) => {
    queue.current?.set(orderItemId, Math.max(0, quantity));
  }, []);

  const quantityOf = useCallback(
    (item: { id: number; quantity: number }) => pending.get(item.id) ?? item.quantity,
    [pending],
  );

  return { setQuantity, quantityOf };
}
