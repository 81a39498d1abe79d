import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZKitchenTicketsResponse } from '@tableside/shared/contract/staff-console';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** Under the branch's kitchen key, so live sync's refetch of the branch reaches every station. */
export const kitchenTicketsKey = (branchId: number, stationId: number | null) =>
  [...qk.kitchen(branchId), stationId ?? 'all'] as const;

/** The tickets of the branch or of one station, oldest first; live sync refetches them. */
export function useKitchenTickets(branchId: number, stationId: number | null) {
  const path = buildPath(STAFF_ROUTES.kitchenTickets, { branchId });
  return useQuery({
    queryKey: kitchenTicketsKey(branchId, stationId),
    queryFn: () =>
      apiRequest({
        path: stationId === null ? path : `${path}?stationId=${stationId}`,
        schema: ZKitchenTicketsResponse,
      }),
  });
}
