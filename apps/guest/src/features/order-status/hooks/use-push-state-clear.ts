import { PUSH_STATE_CLEAR_MS } from '@tableside/shared/domain/constants';
import { useEffect } from 'react';
import { usePushState } from '../lib/push-state';

/** Forgets the last push event 2 s after every route change (spec section 7). */
export function usePushStateClear(pathname: string): void {
  const clear = usePushState((state) => state.clear);
  useEffect(() => {
    // `pathname` is what restarts the timer: each route change schedules its own clearing.
    void pathname;
    const timer = setTimeout(clear, PUSH_STATE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [pathname, clear]);
}
