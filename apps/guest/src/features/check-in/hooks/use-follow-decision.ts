import type { IdentityDecision } from '@tableside/shared/domain/check-in';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { PATHS } from '../../../lib/paths';

/**
 * Carries out an identity rule's decision: go to the next step, or show its error. Reaching
 * /home replaces the step it came from, so Back does not return to a spent code screen.
 */
export function useFollowDecision() {
  const navigate = useNavigate();
  return useCallback(
    (decision: IdentityDecision) => {
      if (decision.kind === 'error') {
        toast.error(decision.message);
        return;
      }
      navigate(decision.to, { replace: decision.to === PATHS.home });
    },
    [navigate],
  );
}
