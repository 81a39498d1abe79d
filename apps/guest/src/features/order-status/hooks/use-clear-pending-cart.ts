import { MSG } from '@tableside/shared/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, isApiError } from '../../../lib/api-error';
import { orderQuery, putOrder } from '../../../lib/order-query';
import { clearItemQuantity } from '../api/clear-item-quantity';
import { clearPendingItems } from '../lib/clear-pending-items';

export type ClearState =
  | { status: 'running' }
  | { status: 'failed'; message: string }
  | { status: 'done' };

/**
 * Clears the unconfirmed cart before checkout (spec section 4, Pay Bill). Reads the order
 * fresh first: the cart may have changed since the guest tapped Pay Bill. A failure shows the
 * answer's text, else the update-quantity default (spec section 8), and stops the clearing.
 */
export function useClearPendingCart(orderId: number): { state: ClearState; retry: () => void } {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ClearState>({ status: 'running' });
  // One run per attempt, even when a strict-mode remount runs the effect twice: the calls
  // write to the shared cart and must not be doubled.
  const ran = useRef(-1);

  useEffect(() => {
    if (ran.current === attempt) return;
    ran.current = attempt;
    setState({ status: 'running' });
    queryClient
      .fetchQuery({ ...orderQuery(orderId), staleTime: 0 })
      .then((order) => clearPendingItems(order, clearItemQuantity))
      .then((order) => {
        putOrder(queryClient, order);
        setState({ status: 'done' });
      })
      .catch((error: unknown) => {
        if (!isApiError(error)) console.error('Clearing the cart stopped', error);
        setState({ status: 'failed', message: errorText(error, MSG.updateQuantityFailed) });
      });
  }, [attempt, orderId, queryClient]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
