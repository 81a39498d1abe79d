import { ZOrder } from '@tableside/shared/contract/order';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

export interface OrderRequest {
  path: string;
  body?: unknown;
}

/**
 * A staff action on the order that answers the order afterwards: the answer replaces the
 * cached order at once (the staff event that follows only confirms it) and the bill is read
 * again. A refusal means the screen was out of date, so the order is read again too.
 */
export function useOrderMutation<V = void>(
  orderId: number,
  request: (variables: V) => OrderRequest,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => {
      const { path, body } = request(variables);
      return apiRequest({ path, method: 'POST', body, schema: ZOrder });
    },
    onSuccess: (order) => {
      queryClient.setQueryData(qk.order(orderId), order);
      void queryClient.invalidateQueries({ queryKey: qk.bill(orderId) });
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: qk.order(orderId) }),
  });
}
