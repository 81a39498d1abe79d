import type { TKitchenTicketsResponse } from '@tableside/shared/contract/staff-console';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { qk } from '../../../lib/query-keys';

interface TicketMutation<V> {
  request: (variables: V) => Promise<unknown>;
  /** The board as it looks once the tap went through. */
  apply: (tickets: TKitchenTicketsResponse, variables: V) => TKitchenTicketsResponse;
}

/**
 * A tap on the board (start, ready, deliver, bump): the board changes at once (a cook in a
 * hurry should not wait for the network), goes back with the server's message when it fails,
 * and refetches once the last of several quick taps settled, so an early answer cannot bring
 * back a line changed after it. `queryKey` is the list on screen (the branch's or a station's).
 */
export function useTicketMutation<V>(
  branchId: number,
  queryKey: readonly unknown[],
  { request, apply }: TicketMutation<V>,
) {
  const queryClient = useQueryClient();
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
        // Every station's list: a line delivered here is gone from the others too.
        void queryClient.invalidateQueries({ queryKey: qk.kitchen(branchId) });
      }
    },
  });
}
