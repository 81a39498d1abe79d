import { staffChannel } from '@tableside/shared/contract/channels';
import type { TStaffBranch } from '@tableside/shared/contract/staff-console';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { qk } from './query-keys';
import { followChannel, useReconnected, useStaffEvent } from './realtime';

/**
 * Keeps every cached read of the branch live: staff events are hints naming what changed,
 * so the matching queries are refetched; a reconnect refetches everything.
 */
export function useLiveSync(branch: TStaffBranch) {
  const queryClient = useQueryClient();
  useEffect(() => {
    followChannel(staffChannel({ brandId: branch.brandId, branchId: branch.id }));
  }, [branch.brandId, branch.id]);

  const refresh = (key: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey: key });
  const refreshOrder = (orderId: number | null) => {
    refresh(qk.floor(branch.id));
    refresh(qk.kitchen(branch.id));
    if (orderId) {
      refresh(qk.order(orderId));
      refresh(qk.bill(orderId));
    }
  };

  useStaffEvent('staffTableUpdate', ({ orderId }) => refreshOrder(orderId));
  useStaffEvent('staffOrderUpdate', ({ orderId }) => refreshOrder(orderId));
  useStaffEvent('staffCallWaiter', ({ orderId }) => refreshOrder(orderId));
  useStaffEvent('kitchenTicket', ({ orderId }) => refreshOrder(orderId));
  useStaffEvent('staffStockUpdate', () => refresh(qk.menuItems(branch.id)));
  useReconnected(() => void queryClient.invalidateQueries());
}
