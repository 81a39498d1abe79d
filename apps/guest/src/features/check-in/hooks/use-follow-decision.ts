import type { IdentityDecision } from '@tableside/shared/domain/check-in';
import { useCallback, useRef } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { useNavigateTo } from '../../../lib/navigation';
import { PATHS } from '../../../lib/paths';

/**
 * Carries out an identity rule's decision: go to the next step, or show its error. Reaching
 * /home replaces the step it came from, so Back does not return to a spent code screen.
 * `showError` is for the step's other failures: moving on takes the step's last error toast
 * away with it, so 'Incorrect Pin' does not linger over the menu after the right PIN.
 */
export function useFollowDecision() {
  const navigate = useNavigateTo();
  const lastError = useRef<number | null>(null);

  const dismissError = useCallback(() => {
    if (lastError.current !== null) toast.dismiss(lastError.current);
    lastError.current = null;
  }, []);

  const showError = useCallback(
    (message: string) => {
      dismissError();
      lastError.current = toast.error(message);
    },
    [dismissError],
  );

  const follow = useCallback(
    (decision: IdentityDecision) => {
      if (decision.kind === 'error') {
        showError(decision.message);
        return;
      }
      dismissError();
      navigate(decision.to, { replace: decision.to === PATHS.home });
    },
    [navigate, showError, dismissError],
  );

  return { follow, showError };
}
