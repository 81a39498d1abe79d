import { ZOrder } from '@tableside/shared/contract/order';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { putOrder } from '../../../lib/order-query';

/**
 * `PUT /v1/order/public/update-order-request-bill?orderId&orderStatus=REQUEST_BILL`: the
 * order stops taking items and the other guests are told this guest is checking out.
 */
export const putRequestBill = (orderId: number) =>
  api.request({
    path: GUEST_ROUTES.requestBill,
    method: 'PUT',
    query: { orderId, orderStatus: 'REQUEST_BILL' },
    schema: ZOrder,
  });

export function useRequestBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putRequestBill,
    onSuccess: (order) => putOrder(queryClient, order),
  });
}
