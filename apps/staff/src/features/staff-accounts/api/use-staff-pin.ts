import { buildPath } from '@tableside/shared/contract/routes';
import { STAFF_PIN_ROUTES } from '@tableside/shared/contract/staff-pin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

/** Sets a member's quick-switch PIN, or with null clears it. */
export function useStaffPin(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staffUserId, pin }: { staffUserId: number; pin: string | null }) =>
      apiRequest({
        path: buildPath(STAFF_PIN_ROUTES.staffAccountPin, { staffUserId }),
        method: pin === null ? 'DELETE' : 'PUT',
        body: pin === null ? undefined : { pin },
        schema: null,
      }),
    onSuccess: (_, { pin }) => {
      toast.success(pin === null ? 'PIN cleared' : 'PIN set');
      onDone();
      return queryClient.invalidateQueries({ queryKey: qk.staffAccounts });
    },
  });
}
