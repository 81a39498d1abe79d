import { MSG } from '@tableside/shared/domain/messages';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../components/ui/toast-store';
import { errorText, hasErrorMessage, isApiError } from './api-error';
import { PATHS } from './paths';

export type CartErrorOutcome = 'blocked' | 'reload' | 'toast';

const GROUP_IN_PROGRESS = /^OrderGroup with ID \d+ is already in progress\.$/;

/**
 * What a failed cart write leads to (spec section 8): the order no longer takes items -> the
 * payment-in-progress page; the line or group moved on meanwhile -> a reload shows it as it is;
 * anything else is a toast.
 */
export function cartErrorOutcome(error: unknown): CartErrorOutcome {
  if (hasErrorMessage(error, MSG.orderNotNew)) return 'blocked';
  if (
    hasErrorMessage(error, MSG.orderItemAlreadyConfirmed) ||
    hasErrorMessage(error, MSG.groupInProgressCannotModify) ||
    (isApiError(error) && error.kind === 'HTTP_ERROR' && GROUP_IN_PROGRESS.test(error.message))
  ) {
    return 'reload';
  }
  return 'toast';
}

/** Carries out cartErrorOutcome; `fallback` is the call's section 8 default text. */
export function useCartErrorHandler() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, fallback?: string) => {
      const outcome = cartErrorOutcome(error);
      if (outcome === 'reload') {
        window.location.reload();
        return;
      }
      toast.error(errorText(error, fallback));
      if (outcome === 'blocked') navigate(PATHS.paymentInProgressBlock);
    },
    [navigate],
  );
}
