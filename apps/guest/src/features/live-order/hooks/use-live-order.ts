import { createSeqTracker } from '@tableside/client/realtime/channel-registry';
import { cartChannel, customerChannel } from '@tableside/shared/contract/channels';
import type { TOrder } from '@tableside/shared/contract/order';
import {
  applyConfirmation,
  applyGroupStatus,
  applyItemDelivered,
  applyItemPrepStatus,
  mergeCartUpdate,
} from '@tableside/shared/domain/cart-events';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { announce } from '../../../components/ui/announce-store';
import { toast } from '../../../components/ui/toast-store';
import { currentTexts } from '../../../lib/i18n/locale-store';
import { useOrder } from '../../../lib/order-query';
import { orderQueryKey } from '../../../lib/order-query-key';
import { refreshOrder } from '../../../lib/refresh-order';
import { session } from '../../../lib/storage';
import { useGuestChannels } from '../../../lib/use-guest-channels';
import { useRealtimeEvent, useRealtimeReconnected } from '../../../lib/use-realtime';
import { useSessionValue } from '../../../lib/use-session-value';
import { applyOrderEvent, type OrderEvent } from '../lib/apply-order-event';
import { cartChangeNotice } from '../lib/cart-change-notice';
import { cancellationText } from '../lib/live-notices';

/** Longer than the 3 s default: a cancellation with its reason takes a moment to read. */
const CANCELLATION_TOAST_MS = 6000;

const selectSeq = (order: TOrder) => order.seq;

/**
 * The shared cart, live (spec section 7 "Live events"): the cart and customer channels of the
 * table, their events applied to the cached order (domain cart-events), and a refetch whenever
 * events may have been missed (a gap in seq, a reconnect) or one asks for it (refreshCart).
 */
export function useLiveOrder(): void {
  const queryClient = useQueryClient();
  const ids = useSessionValue('Ids');
  const tenant = useSessionValue('tenant');
  const branch = useSessionValue('Branch');
  const orderId = useSessionValue('OrderId');
  const customerId = useSessionValue('CustomerDetails')?.id ?? null;
  const tracker = useRef(createSeqTracker());
  const sessionKey = orderId === null || customerId === null ? null : `${orderId}:${customerId}`;

  // Whatever filled the cache (a fetch, a write's answer) is as new as its seq.
  const seq = useOrder(selectSeq).data;
  useEffect(() => {
    if (orderId !== null && seq !== undefined) tracker.current.observe(orderId, seq);
  }, [orderId, seq]);

  const refetch = useCallback(() => {
    if (orderId !== null) refreshOrder(queryClient, orderId);
  }, [orderId, queryClient]);

  const channels =
    ids && tenant && branch
      ? [
          cartChannel({
            tenantShortName: tenant.shortName,
            branchShortName: branch.shortName,
            tableId: ids.tableId,
          }),
          customerChannel(ids),
        ]
      : [];
  useGuestChannels(channels, sessionKey, refetch);

  /** Applies an event of this order; true when it was news (not another order's, not a repeat). */
  const apply = (event: OrderEvent, update?: (order: TOrder) => TOrder): boolean => {
    if (orderId === null || event.orderId !== orderId) return false;
    const key = orderQueryKey(orderId);
    const cached = queryClient.getQueryData<TOrder>(key);
    const outcome = applyOrderEvent(tracker.current, cached, event, update);
    if (outcome.order !== cached) queryClient.setQueryData(key, outcome.order);
    if (outcome.refetch || queryClient.isFetching({ queryKey: key }) > 0) refetch();
    return outcome.fresh;
  };
  const groups =
    (change: (groups: TOrder['orderGroups']) => TOrder['orderGroups']) => (order: TOrder) => ({
      ...order,
      orderGroups: change(order.orderGroups),
    });

  useRealtimeEvent('updateOrderCart', (event) => {
    // Read against the cart as it was: another guest's change is said aloud (issue 16, 13).
    const before =
      orderId === null ? undefined : queryClient.getQueryData<TOrder>(orderQueryKey(orderId));
    const notice = cartChangeNotice(before, event, customerId, currentTexts().t);
    const fresh = apply(
      event,
      groups((current) => mergeCartUpdate(current, event.orderGroups)),
    );
    if (fresh && notice) announce(notice);
    // Staff took portions off: every phone at the table says what and why, not only a
    // smaller number on the line.
    if (fresh && event.cancellation) {
      toast.warning(cancellationText(event.cancellation), { durationMs: CANCELLATION_TOAST_MS });
    }
  });
  useRealtimeEvent('confirmedOrderCart', (event) =>
    apply(
      event,
      groups((current) => applyConfirmation(current, event.orderGroupId)),
    ),
  );
  useRealtimeEvent('deliveredOrderItem', (event) =>
    apply(
      event,
      groups((current) => applyItemDelivered(current, event)),
    ),
  );
  useRealtimeEvent('orderItemPrepStatus', (event) =>
    apply(
      event,
      groups((current) => applyItemPrepStatus(current, event)),
    ),
  );
  useRealtimeEvent('orderGroupStatusUpdate', (event) =>
    apply(
      event,
      groups((current) => applyGroupStatus(current, event)),
    ),
  );
  useRealtimeEvent('customerPusherEvent', (event) => {
    if (event.orderId === orderId && event.type === 'TABLE_VERIFIED') {
      session.set('TableVerification', 'VERIFIED');
    }
    apply(event, (order) =>
      event.type === 'TABLE_VERIFIED' ? { ...order, isVerified: true } : order,
    );
  });
  useRealtimeEvent('customerCallWaiterPusherEvent', (event) =>
    apply(event, (order) => ({
      ...order,
      callWaiter: event.callWaiterStatus === 'REQUESTED',
      callWaiterReasons: event.callWaiterReasons,
      callWaiterStatus: event.callWaiterStatus,
    })),
  );
  useRealtimeEvent('refreshCart', (event) => apply(event));
  // Order events the order-status feature acts on: counted here so their seq is no gap.
  const count = (event: OrderEvent) => apply(event, (order) => order);
  useRealtimeEvent('customerCheckoutPusherEvent', count);
  useRealtimeEvent('customerLogOutPusherEvent', count);
  useRealtimeEvent('voidEventName', count);
  useRealtimeEvent('customerRefresh', count);
  useRealtimeEvent('billSharesUpdate', count);

  useRealtimeReconnected(() => {
    if (orderId !== null) tracker.current.reset(orderId);
    refetch();
  });
}
