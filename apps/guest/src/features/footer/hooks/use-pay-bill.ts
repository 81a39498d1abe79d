import type { TOrder } from '@tableside/shared/contract/order';
import { unconfirmedItemCount } from '@tableside/shared/domain/cart';
import { decidePayBill, isCheckoutDisabled } from '@tableside/shared/domain/checkout';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { blockPageState } from '../../../lib/block-page-state';
import { useOrder } from '../../../lib/order-query';

const selectPayBill = (order: TOrder) => {
  const unconfirmedCount = unconfirmedItemCount(order.orderGroups);
  return {
    checkoutDisabled: isCheckoutDisabled(order.orderGroups),
    hasUnconfirmedItems: unconfirmedCount > 0,
    unconfirmedCount,
  };
};

/**
 * Pay Bill's confirmation (spec section 4): the bill is pending while orders are still being
 * served; unconfirmed items are cleared first; otherwise on to checkout.
 */
export function usePayBill() {
  const navigate = useNavigate();
  const state = useOrder(selectPayBill).data;
  const decision = useMemo(() => (state ? decidePayBill(state) : null), [state]);
  // Portions, as the My Orders badge counts them; only when confirming would clear them.
  const toClear = decision && 'clearCart' in decision ? (state?.unconfirmedCount ?? 0) : 0;
  const confirm = useCallback(() => {
    if (!decision) return;
    if (decision.to === '/payment-in-progress-block') {
      navigate(decision.to, { state: blockPageState(decision) });
    } else {
      navigate(decision.to);
    }
  }, [navigate, decision]);
  return { ready: state !== undefined, confirm, toClear };
}
