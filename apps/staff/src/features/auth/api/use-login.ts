import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { type TStaffLoginBody, ZStaffMe } from '@tableside/shared/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { restartRealtime } from '../../../lib/realtime';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffLoginBody) =>
      apiRequest({ path: STAFF_ROUTES.login, schema: ZStaffMe, method: 'POST', body }),
    onSuccess: (me) => {
      // Whatever a previous member had cached is not this member's to see.
      queryClient.clear();
      queryClient.setQueryData(qk.me, me);
      restartRealtime();
    },
  });
}
