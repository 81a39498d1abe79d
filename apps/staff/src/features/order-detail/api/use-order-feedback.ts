import { FEEDBACK_ROUTES, ZOrderFeedbackResponse } from '@tableside/shared/contract/feedback';
import { buildPath } from '@tableside/shared/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** The guests' ratings of a paid order (viewFeedback), newest first. */
export function useOrderFeedback(orderId: number) {
  return useQuery({
    queryKey: ['order-feedback', orderId],
    queryFn: () =>
      apiRequest({
        path: buildPath(FEEDBACK_ROUTES.staffOrder, { orderId }),
        schema: ZOrderFeedbackResponse,
      }),
  });
}
