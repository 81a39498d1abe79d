import { ZStaffMe } from '@tableside/shared/contract/staff';
import { STAFF_PIN_ROUTES, type TPinSwitchBody } from '@tableside/shared/contract/staff-pin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';
import { restartRealtime } from '../../../lib/realtime';

/** Hands the console to a colleague: like a sign-in, nothing of the previous member stays. */
export function usePinSwitch(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPinSwitchBody) =>
      apiRequest({ path: STAFF_PIN_ROUTES.pinSwitch, method: 'POST', body, schema: ZStaffMe }),
    onSuccess: (me) => {
      queryClient.clear();
      queryClient.setQueryData(qk.me, me);
      restartRealtime();
      toast.success(`Signed in as ${me.name}`);
      onDone();
    },
  });
}
