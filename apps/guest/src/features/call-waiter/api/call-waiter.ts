import { ZOrder } from '@tableside/shared/contract/order';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import type { CallWaiterReason } from '@tableside/shared/domain/enums';
import { MSG } from '@tableside/shared/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { api } from '../../../lib/api-client';
import { errorText } from '../../../lib/api-error';
import { putOrder } from '../../../lib/order-query';

export interface CallWaiterInput {
  orderId: number;
  reason: CallWaiterReason;
}

/** `PUT /v1/order/public/callWaiter?orderId=&callWaiter=true&callWaiterReasons=` */
export const putCallWaiter = ({ orderId, reason }: CallWaiterInput) =>
  api.request({
    path: GUEST_ROUTES.callWaiter,
    method: 'PUT',
    query: { orderId, callWaiter: true, callWaiterReasons: [reason] },
    schema: ZOrder,
    fallbackMessage: MSG.genericRetry,
  });

export function useCallWaiter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putCallWaiter,
    onSuccess: (order) => putOrder(queryClient, order),
    onError: (error) => toast.error(errorText(error, MSG.genericRetry)),
  });
}
