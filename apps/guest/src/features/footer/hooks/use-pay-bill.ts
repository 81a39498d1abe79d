import type { TOrder } from '@tableside/shared/contract/order';
import { unconfirmedItemCount } from '@tableside/shared/domain/cart';
import { decidePayBill, isCheckoutDisabled } from '@tableside/shared/domain/checkout';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { blockPageState } from '../../../lib/block-page-state';
import { useOrder } from '../../../lib/order-query';

const selectPayBill = (order: TOrder) => ({
  checkoutDisabled: isCheckoutDisabled(order.orderGroups),
  hasUnconfirmedItems: unconfirmedItemCount(order.orderGroups) > 0,
});

/**
 * Pay Bill's confirmation (spec section 4): the bill is pending while orders are still being
 * served; unconfirmed items are cleared first; otherwise on to checkout.
 */
export function usePayBill() {
  const navigate = useNavigate();
  const state = useOrder(selectPayBill).data;
  const confirm = useCallback(() => {
    if (!state) return;
    const decision = decidePayBill(state);
    if (decision.to === '/payment-in-progress-block') {
      navigate(decision.to, { state: blockPageState(decision) });
    } else {
      navigate(decision.to);
    }
  }, [navigate, state]);
  return { ready: state !== undefined, confirm };
}
