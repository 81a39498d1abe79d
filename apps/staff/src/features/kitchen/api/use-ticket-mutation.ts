import type { TKitchenTicketsResponse } from '@tableside/shared/contract/staff-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

interface TicketMutation<V> {
  request: (variables: V) => Promise<unknown>;
  /** The board as it looks once the bump went through. */
  apply: (tickets: TKitchenTicketsResponse, variables: V) => TKitchenTicketsResponse;
}

/**
 * A bump: the board changes at once (a cook in a hurry should not wait for the network), goes
 * back with the server's message when the bump fails, and refetches once the last of several
 * quick bumps settled, so an early answer cannot bring back a line bumped after it.
 */
export function useTicketMutation<V>(branchId: number, { request, apply }: TicketMutation<V>) {
  const queryClient = useQueryClient();
  const queryKey = qk.kitchen(branchId);
  const mutationKey = ['kitchen-bump', branchId];
  return useMutation({
    mutationKey,
    mutationFn: request,
    onMutate: async (variables: V) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<TKitchenTicketsResponse>(queryKey);
      if (before) queryClient.setQueryData(queryKey, apply(before, variables));
      return { before };
    },
    onError: (error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      toast.error(errorMessage(error));
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
