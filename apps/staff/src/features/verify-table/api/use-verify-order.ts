import { ZOrder } from '@tableside/shared/contract/order';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

export function useVerifyOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.verifyOrder, { orderId }),
        method: 'POST',
        schema: ZOrder,
      }),
    onSuccess: (order) => queryClient.setQueryData(qk.order(orderId), order),
    // A refusal (the order closed meanwhile) means the page shows an outdated order.
    onError: () => void queryClient.invalidateQueries({ queryKey: qk.order(orderId) }),
  });
}
