import { ZOrder } from '@tableside/shared/contract/order';
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { MSG } from '@tableside/shared/domain/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useCartErrorHandler } from '../../../lib/cart-error';
import { putOrder } from '../../../lib/order-query';

/** `PUT /v1/order/public/confirmation?orderGroupId=`: the NEW group goes to the kitchen. */
export const putConfirmation = (orderGroupId: number) =>
  api.request({
    path: GUEST_ROUTES.confirmation,
    method: 'PUT',
    query: { orderGroupId },
    schema: ZOrder,
    fallbackMessage: MSG.confirmOrderFailed,
  });

const UNAVAILABLE = /^One or more items are unavailable for orderGroup with ID \d+$/;

/** Spec section 8: the server's out-of-stock text is shown in the guest's words. */
export const isOutOfStockError = (error: unknown): boolean =>
  isApiError(error) && error.kind === 'HTTP_ERROR' && UNAVAILABLE.test(error.message);

export function useConfirmOrder() {
  const queryClient = useQueryClient();
  const handleError = useCartErrorHandler();
  return useMutation({
    mutationFn: putConfirmation,
    onSuccess: (order) => putOrder(queryClient, order),
    onError: (error) => {
      if (isOutOfStockError(error)) toast.error(MSG.outOfStockOnConfirm);
      else handleError(error, MSG.confirmOrderFailed);
    },
  });
}
