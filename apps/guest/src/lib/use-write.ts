import { useCallback, useEffect, useRef, useState } from 'react';
import { whenOnline } from './when-online';

export interface WriteCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

export interface Write<V, R> {
  /** Sends `variables`; the callbacks run only for the latest call, and only while mounted. */
  mutate: (variables: V, callbacks?: WriteCallbacks<R>) => void;
  /** The latest call has not answered yet. */
  isPending: boolean;
}

/**
 * A write as TanStack Query's useMutation runs one in this app (never retried; held while the
 * phone is offline and sent when it is back), without that library: the check-in steps use it,
 * and the entry page's first download does not carry TanStack Query (docs/decisions/0006).
 */
export function useWrite<V, R>(send: (variables: V) => Promise<R>): Write<V, R> {
  const [isPending, setPending] = useState(false);
  const latest = useRef(0);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (variables: V, callbacks: WriteCallbacks<R> = {}) => {
      latest.current += 1;
      const call = latest.current;
      setPending(true);
      const settle = (report: () => void) => {
        if (!mounted.current || call !== latest.current) return;
        setPending(false);
        report();
      };
      void whenOnline()
        .then(() => send(variables))
        .then(
          (result) => settle(() => callbacks.onSuccess?.(result)),
          (error: unknown) => settle(() => callbacks.onError?.(error)),
        );
    },
    [send],
  );

  return { mutate, isPending };
}
