import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZKitchenTicketsResponse } from '@tableside/shared/contract/staff-console';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** The branch's tickets, oldest first; live sync refetches them on every order event. */
export function useKitchenTickets(branchId: number) {
  return useQuery({
    queryKey: qk.kitchen(branchId),
    queryFn: () =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.kitchenTickets, { branchId }),
        schema: ZKitchenTicketsResponse,
      }),
  });
}
