import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffRosterResponse } from '@tableside/shared/contract/staff-console';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useCurrentBranch } from '../../../lib/branch';
import { qk } from '../../../lib/query-keys';

/** The branch's staff; read when the picker opens (a roster changes rarely). */
export function useBranchRoster() {
  const branch = useCurrentBranch();
  return useQuery({
    queryKey: qk.roster(branch.id),
    queryFn: () =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.branchStaff, { branchId: branch.id }),
        schema: ZStaffRosterResponse,
      }),
    staleTime: 5 * 60_000,
  });
}
