import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { type TFloorTablesResponse, ZFloorTable } from '@tableside/shared/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { useCurrentBranch } from '../../../lib/branch';
import { qk } from '../../../lib/query-keys';

interface AssignInput {
  tableId: number;
  staffUserId: number | null;
}

/** Puts someone (or nobody) in charge of a table; the answer replaces the table on the floor. */
export function useAssignAssociate() {
  const queryClient = useQueryClient();
  const branch = useCurrentBranch();
  return useMutation({
    mutationFn: ({ tableId, staffUserId }: AssignInput) =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.assignAssociate, { tableId }),
        schema: ZFloorTable,
        method: 'POST',
        body: { staffUserId },
      }),
    onSuccess: (table) => {
      queryClient.setQueryData<TFloorTablesResponse>(qk.floor(branch.id), (tables) =>
        tables?.map((old) => (old.tableId === table.tableId ? table : old)),
      );
    },
  });
}
