import {
  FEEDBACK_ROUTES,
  type TFeedbackBody,
  type TGuestFeedback,
  ZGuestFeedback,
} from '@tableside/shared/contract/feedback';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { NEVER_CACHED } from '../../../lib/query-client';

const feedbackKey = (orderId: number) => ['feedback', orderId] as const;

/** `GET /v1/order/public/feedback?orderId=`: the guest's own rating of the paid order. */
export const getFeedback = (orderId: number, signal?: AbortSignal) =>
  api.request({ path: FEEDBACK_ROUTES.guest, query: { orderId }, schema: ZGuestFeedback, signal });

/** `PUT /v1/order/public/feedback?orderId=`: rate, or change the rating or the comment. */
export const putFeedback = ({ orderId, body }: { orderId: number; body: TFeedbackBody }) =>
  api.request({
    path: FEEDBACK_ROUTES.guest,
    method: 'PUT',
    query: { orderId },
    body,
    schema: ZGuestFeedback,
  });

export const useGuestFeedback = (orderId: number) =>
  useQuery({
    queryKey: feedbackKey(orderId),
    queryFn: ({ signal }) => getFeedback(orderId, signal),
    ...NEVER_CACHED,
  });

/**
 * Saves and keeps the answer as the feedback shown, so the next save names its version. A
 * stale save (409 from another screen of the guest's) reloads what is saved.
 */
export function useSaveFeedback(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFeedbackBody) => putFeedback({ orderId, body }),
    onSuccess: (saved: TGuestFeedback) => queryClient.setQueryData(feedbackKey(orderId), saved),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: feedbackKey(orderId) });
      }
    },
  });
}
