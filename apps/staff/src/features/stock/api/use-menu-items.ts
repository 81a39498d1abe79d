import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffMenuItemsResponse } from '@tableside/shared/contract/staff-console';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** The branch's menu items with their stock state, in menu order. */
export function useMenuItems(branchId: number) {
  return useQuery({
    queryKey: qk.menuItems(branchId),
    queryFn: () =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.branchMenuItems, { branchId }),
        schema: ZStaffMenuItemsResponse,
      }),
  });
}
