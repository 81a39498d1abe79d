import { ZOrder } from '@tableside/shared/contract/order';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { orderUpdated, refreshOrder } from './order-updated';

export function useStartCheckout(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.checkout, { orderId }),
        schema: ZOrder,
        method: 'POST',
      }),
    onSuccess: (order) => orderUpdated(queryClient, order),
    onError: () => refreshOrder(queryClient, orderId),
  });
}
