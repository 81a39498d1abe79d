import { KITCHEN_STATION_ROUTES } from '@tableside/shared/contract/kitchen-stations';
import { ZOrder } from '@tableside/shared/contract/order';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import type { PrepTarget } from '@tableside/shared/domain/prep-status';
import { apiRequest } from '../../../lib/api';
import { withoutItem, withoutTicket, withPrepStatus } from '../lib/ticket-list';
import { kitchenTicketsKey } from './use-kitchen-tickets';
import { useTicketMutation } from './use-ticket-mutation';

/** "Start" / "Ready": the kitchen moves one line on (POST prepareItem). */
export function usePrepareItem(branchId: number, stationId: number | null) {
  return useTicketMutation(branchId, kitchenTicketsKey(branchId, stationId), {
    request: ({ orderItemId, prepStatus }: { orderItemId: number; prepStatus: PrepTarget }) =>
      apiRequest({
        path: buildPath(KITCHEN_STATION_ROUTES.prepareItem, { id: orderItemId }),
        method: 'POST',
        body: { prepStatus },
        schema: ZOrder,
      }),
    apply: withPrepStatus,
  });
}

/** "Deliver": one line reached the table (POST deliverItem). */
export function useBumpItem(branchId: number, stationId: number | null) {
  return useTicketMutation(branchId, kitchenTicketsKey(branchId, stationId), {
    request: (orderItemId: number) =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.deliverItem, { id: orderItemId }),
        method: 'POST',
        schema: ZOrder,
      }),
    apply: withoutItem,
  });
}

/** "Bump all": the whole ticket is served; completeGroup delivers every line still to cook. */
export function useBumpTicket(branchId: number, stationId: number | null) {
  return useTicketMutation(branchId, kitchenTicketsKey(branchId, stationId), {
    request: (orderGroupId: number) =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.completeGroup, { id: orderGroupId }),
        method: 'POST',
        schema: ZOrder,
      }),
    apply: withoutTicket,
  });
}
