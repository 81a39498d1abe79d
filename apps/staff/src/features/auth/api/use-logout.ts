import { STAFF_ROUTES } from '@tableside/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { restartRealtime } from '../../../lib/realtime';

export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest({ path: STAFF_ROUTES.logout, schema: null, method: 'POST' }),
    onSettled: () => {
      queryClient.clear();
      restartRealtime();
      onDone();
    },
  });
}
