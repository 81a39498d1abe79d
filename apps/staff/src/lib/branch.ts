import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import {
  type TStaffBranch,
  ZStaffBranchesResponse,
} from '@tableside/shared/contract/staff-console';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api';
import { qk } from './query-keys';

// The branch the console shows. A device usually stays at one branch, so the choice is kept
// in localStorage; the first branch of the member is the default.

const STORAGE_KEY = 'tableside.staff.branchId';
const listeners = new Set<() => void>();

function storedBranchId(): number | null {
  const raw = Number(localStorage.getItem(STORAGE_KEY));
  return Number.isInteger(raw) && raw > 0 ? raw : null;
}

export function selectBranch(branchId: number) {
  localStorage.setItem(STORAGE_KEY, String(branchId));
  for (const listener of listeners) listener();
}

export function useBranches() {
  return useQuery({
    queryKey: qk.branches,
    queryFn: () => apiRequest({ path: STAFF_ROUTES.branches, schema: ZStaffBranchesResponse }),
    staleTime: 10 * 60_000,
  });
}

/** The selected branch among the member's branches (null while they load or when none). */
export function useCurrentBranchOrNull(): TStaffBranch | null {
  const selected = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, storedBranchId);
  const { data } = useBranches();
  if (!data?.length) return null;
  return data.find((branch) => branch.id === selected) ?? data[0]!;
}

/** The selected branch, inside the console layout (which waits for it). */
export function useCurrentBranch(): TStaffBranch {
  const branch = useCurrentBranchOrNull();
  if (!branch) throw new Error('useCurrentBranch outside the console layout');
  return branch;
}
