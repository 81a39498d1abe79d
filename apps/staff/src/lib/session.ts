import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { type TStaffMe, ZStaffMe } from '@tableside/shared/contract/staff';
import { can, type StaffAction } from '@tableside/shared/domain/staff-permissions';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './api';
import { qk } from './query-keys';

/** The signed-in staff member; a 401 (no session) is an error the layout sends to login. */
export function useMe() {
  return useQuery({
    queryKey: qk.me,
    queryFn: () => apiRequest({ path: STAFF_ROUTES.me, schema: ZStaffMe }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The signed-in member inside the console layout, which renders nothing until `useMe`
 * answered, so screens can rely on it.
 */
export function useStaff(): TStaffMe {
  const { data } = useMe();
  if (!data) throw new Error('useStaff outside the signed-in console');
  return data;
}

/** Whether the signed-in member may take `action` (the table the server enforces). */
export function useCan(action: StaffAction): boolean {
  return can(useStaff().role, action);
}
