import { customerChannel } from '@tableside/shared/contract/channels';
import { BLOCKED_PAGE_REFETCH_MS } from '@tableside/shared/domain/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { blockPageState, readBlockPageState } from '../../../lib/block-page-state';
import { useFlags } from '../../../lib/flags-store';
import { orderQuery } from '../../../lib/order-query';
import { orderQueryKey } from '../../../lib/order-query-key';
import { refreshOrder } from '../../../lib/refresh-order';
import { session } from '../../../lib/storage';
import { useGuestChannels } from '../../../lib/use-guest-channels';
import { useRealtimeEvent, useRealtimeReconnected } from '../../../lib/use-realtime';
import { useSessionValue } from '../../../lib/use-session-value';
import { usePushState } from '../lib/push-state';
import { reloadPage } from '../lib/reload-page';
import {
  checkoutAction,
  checkoutKey,
  type ExitTarget,
  exitTarget,
  isWaitingPage,
  logoutAction,
  missedCheckoutAction,
  normalizeRoute,
  orderAction,
  readsOrder,
  voidAction,
  type WatchAction,
} from '../lib/watch-rules';
import { useLeaving } from './use-leaving';
import { usePushStateClear } from './use-push-state-clear';

/**
 * The order-level redirects of spec section 4, for every page: reads the table's order once
 * a session exists and the initial calls succeeded, follows the customer channel's order
 * events, and sends the guest where the order's state says. Returns where the guest is
 * being taken while a delayed redirect runs, for the page to show that state.
 */
export function useOrderWatcher(): { leaving: { to: ExitTarget; deadline: number } | null } {
  const navigate = useNavigate();
  const location = useLocation();
  const route = normalizeRoute(location.pathname);
  const clearingCart = readBlockPageState(location.state).clearCart === true;
  const orderId = useSessionValue('OrderId');
  const customer = useSessionValue('CustomerDetails');
  const ids = useSessionValue('Ids');
  const initialApiSuccess = useFlags((state) => state.initialApiSuccess);
  const recordPush = usePushState((state) => state.record);
  const queryClient = useQueryClient();
  const hasSession = orderId !== null && customer !== null;

  // Where the order is read, its events are followed: not on the identity pages, where a
  // guest joining by PIN is not yet let into the order (nor into its channel).
  const following = hasSession && initialApiSuccess && readsOrder(route);
  usePushStateClear(location.pathname);

  const order = useQuery({
    ...orderQuery(orderId ?? 0),
    enabled: following,
    // Until the order is COMPLETED, a guest waiting on these pages must not depend on a
    // live event that may have been lost.
    refetchInterval: (query) =>
      isWaitingPage(route) && query.state.data?.status !== 'COMPLETED'
        ? BLOCKED_PAGE_REFETCH_MS
        : false,
  });

  const go = useCallback((to: string) => navigate(to, { replace: true }), [navigate]);
  const resolveExit = useCallback(
    () => exitTarget(orderId === null ? null : queryClient.getQueryData(orderQueryKey(orderId))),
    [orderId, queryClient],
  );
  const { leaving, start } = useLeaving<ExitTarget>(route, go, resolveExit);

  const act = useCallback(
    (action: WatchAction | null) => {
      if (action?.kind === 'go') {
        const state = action.message ? blockPageState({ message: action.message }) : undefined;
        navigate(action.to, { replace: true, state });
      } else if (action?.kind === 'leave') {
        start(action.delayMs, action.to);
      }
    },
    [navigate, start],
  );

  const data = order.data;
  const myCustomerId = customer?.id;
  // The checkout the last read of the order showed, to tell a checkout begun since then.
  const lastRead = useRef<{ orderId: number; checkout: string | null } | null>(null);
  useEffect(() => {
    // While a delayed redirect runs it decides; the re-read order would only repeat it.
    if (!hasSession || leaving || !data) return;
    const before = lastRead.current?.orderId === data.id ? lastRead.current.checkout : undefined;
    lastRead.current = { orderId: data.id, checkout: checkoutKey(data) };
    act(
      orderAction(data, route) ??
        missedCheckoutAction(before, data, myCustomerId, route, clearingCart),
    );
  }, [hasSession, leaving, data, route, myCustomerId, clearingCart, act]);

  const refetchOrder = useCallback(() => {
    if (orderId !== null) refreshOrder(queryClient, orderId);
  }, [orderId, queryClient]);
  // The order is read again once the channel is joined and after every reconnect: an event
  // sent before (the client library loads after the page) or while away is lost, and the
  // order's state then drives the redirect the event would have (missedCheckoutAction).
  useGuestChannels(
    following && ids ? [customerChannel(ids)] : [],
    following ? `${orderId}:${customer.id ?? ''}` : null,
    refetchOrder,
  );
  useRealtimeReconnected(refetchOrder);

  // Events of another order (an earlier party's, on the same table) are not ours.
  const ours = (event: { orderId: number }) => hasSession && event.orderId === orderId;

  useRealtimeEvent('customerCheckoutPusherEvent', (event) => {
    if (!ours(event)) return;
    recordPush({ type: 'checkout', customerId: event.customerId });
    refetchOrder();
    act(checkoutAction(event, customer?.id, route, clearingCart));
  });

  useRealtimeEvent('customerLogOutPusherEvent', (event) => {
    if (!ours(event)) return;
    recordPush({ type: 'logout' });
    const action = logoutAction(route);
    // The payment result pages run their own course and do not read the order (spec section
    // 7); one a split bill's guest waits on ends the session itself, cancelling any re-read.
    if (action === null) return;
    // Whether staff closed it (system-completed) is on the order, not on the event.
    queryClient
      .fetchQuery({ ...orderQuery(event.orderId), staleTime: 0 })
      .catch((error: unknown) => console.error('Order could not be re-read after logout', error));
    act(action);
  });

  useRealtimeEvent('voidEventName', (event) => {
    if (!ours(event)) return;
    recordPush({ type: 'void' });
    refetchOrder();
    act(voidAction(route));
  });

  useRealtimeEvent('customerRefresh', (event) => {
    if (!ours(event) || !ids) return;
    // The order moved to another table: its channel, name and status are that table's now.
    session.set('Ids', { ...ids, tableId: event.tableId });
    reloadPage();
  });

  return {
    leaving: leaving
      ? { to: leaving.to ?? exitTarget(order.data), deadline: leaving.deadline }
      : null,
  };
}
