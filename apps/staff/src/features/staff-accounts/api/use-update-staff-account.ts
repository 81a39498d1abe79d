import { buildPath, STAFF_ROUTES } from '@tableside/shared/contract/routes';
import {
  type TUpdateStaffAccountBody,
  ZStaffAccount,
} from '@tableside/shared/contract/staff-accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { ApiError, apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

interface UpdateStaffAccount {
  staffUserId: number;
  body: TUpdateStaffAccountBody;
}

/**
 * Saves an edit. A 409 (someone changed the account meanwhile, or the last owner) reloads the
 * list, so a second try starts from what is saved now.
 */
export function useUpdateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staffUserId, body }: UpdateStaffAccount) =>
      apiRequest({
        path: buildPath(STAFF_ROUTES.staffAccount, { staffUserId }),
        method: 'PATCH',
        body,
        schema: ZStaffAccount,
      }),
    onSuccess: (account) => {
      toast.success(`${account.displayName}: saved`);
      return queryClient.invalidateQueries({ queryKey: qk.staffAccounts });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: qk.staffAccounts });
      }
    },
  });
}
