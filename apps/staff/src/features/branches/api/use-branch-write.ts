import {
  BRANCH_ADMIN_ROUTES,
  type TAdminBranch,
  type TArchiveBranchBody,
  type TBranchBody,
  type TUpdateBranchBody,
  ZAdminBranch,
} from '@tableside/shared/contract/branch-admin';
import { buildPath } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { ApiError, apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { adminBranchesKey } from './use-admin-branches';

export type BranchWrite =
  | { kind: 'create'; body: TBranchBody }
  | { kind: 'update'; branchId: number; body: TUpdateBranchBody }
  | { kind: 'archive'; branchId: number; body: TArchiveBranchBody }
  | { kind: 'copy'; sourceId: number; body: TBranchBody };

function request(write: BranchWrite) {
  const schema = ZAdminBranch;
  switch (write.kind) {
    case 'create':
      return apiRequest({
        path: BRANCH_ADMIN_ROUTES.branches,
        method: 'POST',
        body: write.body,
        schema,
      });
    case 'update': {
      const path = buildPath(BRANCH_ADMIN_ROUTES.branch, { branchId: write.branchId });
      return apiRequest({ path, method: 'PATCH', body: write.body, schema });
    }
    case 'archive': {
      const path = buildPath(BRANCH_ADMIN_ROUTES.archive, { branchId: write.branchId });
      return apiRequest({ path, method: 'PUT', body: write.body, schema });
    }
    case 'copy': {
      const path = buildPath(BRANCH_ADMIN_ROUTES.copy, { branchId: write.sourceId });
      return apiRequest({ path, method: 'POST', body: write.body, schema });
    }
  }
}

const DONE: Record<BranchWrite['kind'], (branch: TAdminBranch) => string> = {
  create: (b) => `${b.name} is ready: set its tables, hours and charges next`,
  update: (b) => `${b.name}: saved`,
  archive: (b) => (b.archived ? `${b.name} is archived` : `${b.name} is open again`),
  copy: (b) => `${b.name} is ready, with the menu, tables and settings copied`,
};

/**
 * Every write of the Branches page. Success reloads the list and the console's branch switcher
 * (a new branch appears there, an archived one leaves it); a 409 reloads the list so a second
 * try starts from what is saved now.
 */
export function useBranchWrite() {
  const queryClient = useQueryClient();
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminBranchesKey }),
      queryClient.invalidateQueries({ queryKey: qk.branches }),
    ]);
  return useMutation({
    mutationFn: request,
    onSuccess: (branch, write) => {
      toast.success(DONE[write.kind](branch));
      return reload();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void reload();
    },
  });
}
