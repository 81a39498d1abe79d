import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddItemsInput, postAddOrderItems } from './cart-api';
import { useCartErrorHandler } from './cart-error';
import { putOrder } from './order-query';

/**
 * Adds lines to the shared cart (menu card ADD, customisation, recommendations, Repeat). The
 * answer's order goes into the cache; failures follow spec section 8.
 */
export function useAddOrderItems() {
  const queryClient = useQueryClient();
  const handleError = useCartErrorHandler();
  return useMutation({
    mutationFn: (input: AddItemsInput) => postAddOrderItems(input),
    onSuccess: (answer) => putOrder(queryClient, answer.order),
    onError: (error, input) => handleError(error, input.fallbackMessage),
  });
}
