import type { TPaymentStatus } from '@tableside/shared/contract/payment';
import {
  INITIAL_PAYMENT_POLL_STATE,
  type PaymentPollEvent,
  type PaymentPollState,
  reducePaymentPoll,
} from '@tableside/shared/domain/payment-status';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';

type PollEvent = PaymentPollEvent | { type: 'restart' };

const reduce = (state: PaymentPollState, event: PollEvent): PaymentPollState =>
  event.type === 'restart' ? INITIAL_PAYMENT_POLL_STATE : reducePaymentPoll(state, event);

export type FetchPaymentStatus = (orderId: number, signal: AbortSignal) => Promise<TPaymentStatus>;

/**
 * Polls the payment status (spec section 4, domain/payment-status): at once, then every 5 s
 * while processing; a failed fetch is retried every 5 s, 4 times, before the screen gives up.
 * Each answer is handed to `onResult` (the session keeps it) before the view moves on.
 */
export function usePaymentPoll(
  orderId: number,
  fetchStatus: FetchPaymentStatus,
  onResult: (result: TPaymentStatus) => void,
) {
  const [state, dispatch] = useReducer(reduce, INITIAL_PAYMENT_POLL_STATE);
  // The latest callbacks, so a re-render never restarts the 5 s wait.
  const latest = useRef({ fetchStatus, onResult });
  useLayoutEffect(() => {
    latest.current = { fetchStatus, onResult };
  });

  useEffect(() => {
    if (state.view.kind !== 'processing') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      latest.current
        .fetchStatus(orderId, controller.signal)
        .then((result) => {
          if (controller.signal.aborted) return;
          latest.current.onResult(result);
          dispatch({ type: 'fetched', result });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Payment status could not be read', error);
          dispatch({ type: 'fetch-failed' });
        });
    }, state.view.nextFetchInMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // Each new state (even 'processing' again) schedules the next fetch.
  }, [state, orderId]);

  const restart = useCallback(() => dispatch({ type: 'restart' }), []);
  return { view: state.view, restart };
}
