import { STAFF_PIN_ROUTES } from '@tableside/shared/contract/staff-pin';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiRequest } from '../../../lib/api';

/** Sets the signed-in member's PIN, or with null removes it. */
export function useSetMyPin(onDone: () => void) {
  return useMutation({
    mutationFn: (pin: string | null) =>
      apiRequest({
        path: STAFF_PIN_ROUTES.myPin,
        method: pin === null ? 'DELETE' : 'PUT',
        body: pin === null ? undefined : { pin },
        schema: null,
      }),
    onSuccess: (_, pin) => {
      toast.success(pin === null ? 'Your PIN is removed' : 'Your PIN is set');
      onDone();
    },
  });
}
