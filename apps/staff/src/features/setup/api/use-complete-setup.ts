import { SETUP_ROUTES } from '@tableside/shared/contract/routes';
import type { TSetupBody } from '@tableside/shared/contract/setup';
import { ZStaffMe } from '@tableside/shared/contract/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { restartRealtime } from '../../../lib/realtime';

/** Creates the owner, brand and branch; the answer signs the owner in, like the login. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSetupBody) =>
      apiRequest({ path: SETUP_ROUTES.setup, schema: ZStaffMe, method: 'POST', body }),
    onSuccess: (me) => {
      queryClient.clear();
      queryClient.setQueryData(qk.me, me);
      restartRealtime();
    },
  });
}
