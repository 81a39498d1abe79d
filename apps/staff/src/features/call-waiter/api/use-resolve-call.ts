import { ZOrder } from '@tableside/shared/contract/order';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { TFloorTablesResponse } from '@tableside/shared/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useCurrentBranch } from '../../../lib/branch';
import { qk } from '../../../lib/query-keys';
import { withoutCall } from '../lib/call-queue';

/** A waiter attended the table: the call leaves the queue at once (the floor refetch follows). */
export function useResolveCall() {
  const queryClient = useQueryClient();
  const branch = useCurrentBranch();
  return useMutation({
    mutationFn: (orderId: number) =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.resolveCallWaiter, { orderId }),
        schema: ZOrder,
        method: 'POST',
      }),
    onSuccess: (_order, orderId) => {
      queryClient.setQueryData<TFloorTablesResponse>(qk.floor(branch.id), (tables) =>
        tables ? withoutCall(tables, orderId) : tables,
      );
    },
  });
}
