import {
  BRANCH_HOURS_ROUTES,
  type TBranchHours,
  ZBranchHoursStatus,
  ZBranchHoursView,
} from '@tableside/shared/contract/branch-hours';
import { buildPath } from '@tableside/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { ApiError, apiRequest } from '../../../lib/api';

const hoursKey = (branchId: number) => ['branch-hours', branchId] as const;
const statusKey = (branchId: number) => ['branch-hours-status', branchId] as const;
/** Another manager's save reaches the top bar within this long. */
const STATUS_REFETCH_MS = 5 * 60_000;

export function useBranchHours(branchId: number) {
  return useQuery({
    queryKey: hoursKey(branchId),
    queryFn: () =>
      apiRequest({
        path: buildPath(BRANCH_HOURS_ROUTES.hours, { branchId }),
        schema: ZBranchHoursView,
      }),
  });
}

/** The hours behind the top bar's chip; the chip itself recomputes each minute. */
export function useHoursStatus(branchId: number) {
  return useQuery({
    queryKey: statusKey(branchId),
    queryFn: () =>
      apiRequest({
        path: buildPath(BRANCH_HOURS_ROUTES.status, { branchId }),
        schema: ZBranchHoursStatus,
      }),
    refetchInterval: STATUS_REFETCH_MS,
  });
}

/** Saves the week; a 409 (someone saved meanwhile) reloads, so the editor shows theirs. */
export function useSaveBranchHours(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { hours: TBranchHours; version: number }) =>
      apiRequest({
        path: buildPath(BRANCH_HOURS_ROUTES.hours, { branchId }),
        method: 'PUT',
        body,
        schema: ZBranchHoursView,
      }),
    onSuccess: (view) => {
      toast.success('Hours saved');
      queryClient.setQueryData(hoursKey(branchId), view);
      return queryClient.invalidateQueries({ queryKey: statusKey(branchId) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: hoursKey(branchId) });
      }
    },
  });
}
