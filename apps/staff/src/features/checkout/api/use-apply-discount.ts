import { ZOrder } from '@tableside/shared/contract/order';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TDiscountBody } from '@tableside/shared/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { orderUpdated, refreshOrder } from './order-updated';

/** Sets the order's discount in rupees; 0 removes it. */
export function useApplyDiscount(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TDiscountBody) =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.discount, { orderId }),
        schema: ZOrder,
        method: 'POST',
        body,
      }),
    onSuccess: (order) => orderUpdated(queryClient, order),
    onError: () => refreshOrder(queryClient, orderId),
  });
}
