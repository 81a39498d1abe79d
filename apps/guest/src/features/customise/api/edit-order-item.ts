import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EditItemInput, postEditOrderItem } from '../../../lib/cart-api';
import { useCartErrorHandler } from '../../../lib/cart-error';
import { putOrder } from '../../../lib/order-query';

/** Replaces a cart line's customisation; the answer's order goes into the cache. */
export function useEditOrderItem() {
  const queryClient = useQueryClient();
  const handleError = useCartErrorHandler();
  return useMutation({
    mutationFn: (input: EditItemInput) => postEditOrderItem(input),
    onSuccess: (answer) => putOrder(queryClient, answer.order),
    onError: (error) => handleError(error),
  });
}
