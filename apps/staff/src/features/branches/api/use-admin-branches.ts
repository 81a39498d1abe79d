import {
  BRANCH_ADMIN_ROUTES,
  ZAdminBranchesResponse,
} from '@tableside/shared/contract/branch-admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const adminBranchesKey = ['admin-branches'] as const;

/** The brand's branches, archived ones too, and the brand's defaults (owners only). */
export function useAdminBranches() {
  return useQuery({
    queryKey: adminBranchesKey,
    queryFn: () =>
      apiRequest({ path: BRANCH_ADMIN_ROUTES.branches, schema: ZAdminBranchesResponse }),
  });
}
