import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import {
  type TCreateStaffAccountBody,
  ZStaffAccount,
} from '@tableside/shared/contract/staff-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateStaffAccountBody) =>
      apiRequest({ path: STAFF_ROUTES.staffAccounts, method: 'POST', body, schema: ZStaffAccount }),
    onSuccess: (account) => {
      toast.success(`${account.displayName} can now sign in as ${account.username}`);
      return queryClient.invalidateQueries({ queryKey: qk.staffAccounts });
    },
  });
}
