import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZFloorTablesResponse } from '@tableside/shared/contract/staff';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** The floor of a branch (the same read as the floor screen), fetched only while needed. */
export function useBranchTables(branchId: number, enabled: boolean) {
  return useQuery({
    queryKey: qk.floor(branchId),
    queryFn: () =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.branchTables, { branchId }),
        schema: ZFloorTablesResponse,
      }),
    enabled,
  });
}
