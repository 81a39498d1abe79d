import { ORDER_TAB_IDS } from '@tableside/shared/domain/enums';
import { useEffect } from 'react';
import { useFlags } from '../../../lib/flags-store';
import { useSessionTab } from '../../../lib/use-session-tab';

export type OrderTabId = (typeof ORDER_TAB_IDS)[keyof typeof ORDER_TAB_IDS];

const IDS: OrderTabId[] = [ORDER_TAB_IDS.PENDING, ORDER_TAB_IDS.COMPLETED];

/**
 * The My Orders tab (spec section 2): back to Pending whenever unconfirmed items appear;
 * Completed while ordering is closed (Pending is disabled then).
 */
export function useOrderTab(hasUnconfirmed: boolean) {
  const closed = useFlags((state) => state.orderTimeClosed);
  const [stored, select] = useSessionTab('activeOrderHeaderTab', IDS, ORDER_TAB_IDS.PENDING);

  useEffect(() => {
    if (closed) select(ORDER_TAB_IDS.COMPLETED);
    else if (hasUnconfirmed) select(ORDER_TAB_IDS.PENDING);
  }, [closed, hasUnconfirmed, select]);

  const active = closed ? ORDER_TAB_IDS.COMPLETED : stored;
  return { active, select, pendingDisabled: closed };
}
