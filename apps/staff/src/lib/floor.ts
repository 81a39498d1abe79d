import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZFloorTablesResponse } from '@tableside/shared/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { qk } from './query-keys';

/**
 * A branch's tables: the floor, the call queue, the nav's call badge and the move dialog all
 * read this one cached list, which live-sync refetches on every staff event of the branch.
 */
export function useBranchFloor(branchId: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: qk.floor(branchId),
    queryFn: () =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.branchTables, { branchId }),
        schema: ZFloorTablesResponse,
      }),
    enabled: options.enabled ?? true,
  });
}
