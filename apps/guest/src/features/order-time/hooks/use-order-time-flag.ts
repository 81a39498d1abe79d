import { LAST_CALL_TICK_MS } from '@tableside/shared/domain/constants';
import { isOrderTimeClosed } from '@tableside/shared/domain/order-time';
import { useEffect } from 'react';
import { useFlags } from '../../../lib/flags-store';
import { session } from '../../../lib/storage';
import { branchNowSeconds, storedHours } from '../lib/branch-clock';

/**
 * Keeps the order-time-closed flag (spec section 4) current, checking every second so that
 * Pending, Repeat and /re-order close the moment the branch stops taking orders.
 */
export function useOrderTimeFlag(): void {
  const setFlags = useFlags((state) => state.setFlags);
  useEffect(() => {
    const check = () => {
      const hours = storedHours(session);
      const closed = hours ? isOrderTimeClosed(hours, branchNowSeconds(hours)) : false;
      if (useFlags.getState().orderTimeClosed !== closed) setFlags({ orderTimeClosed: closed });
    };
    check();
    const timer = setInterval(check, LAST_CALL_TICK_MS);
    return () => clearInterval(timer);
  }, [setFlags]);
}
