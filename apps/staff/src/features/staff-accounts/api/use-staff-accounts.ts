import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { ZStaffAccountsResponse } from '@tableside/shared/contract/staff-accounts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** The brand's staff accounts and branches (owners only). */
export function useStaffAccounts() {
  return useQuery({
    queryKey: qk.staffAccounts,
    queryFn: () => apiRequest({ path: STAFF_ROUTES.staffAccounts, schema: ZStaffAccountsResponse }),
  });
}
