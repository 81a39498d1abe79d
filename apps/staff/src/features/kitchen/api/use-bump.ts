import { ZOrder } from '@tableside/shared/contract/order';
import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { apiRequest } from '../../../lib/api';
import { withoutItem, withoutTicket } from '../lib/ticket-list';
import { useTicketMutation } from './use-ticket-mutation';

/** "Done": one line reached the pass (POST deliverItem). */
export function useBumpItem(branchId: number) {
  return useTicketMutation(branchId, {
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
export function useBumpTicket(branchId: number) {
  return useTicketMutation(branchId, {
    request: (orderGroupId: number) =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.completeGroup, { id: orderGroupId }),
        method: 'POST',
        schema: ZOrder,
      }),
    apply: withoutTicket,
  });
}
