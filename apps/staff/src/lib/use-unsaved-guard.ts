import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

interface UnsavedGuardOptions {
  /** Whether a new query string on the same path counts as leaving, not only a new path. */
  searchLeaves: boolean;
}

/**
 * Keeps unsaved changes from being lost: leaving the page in the app asks first (the blocker's
 * state drives a dialog), and closing or reloading the tab gets the browser's own warning.
 * `allowNextNavigation` lets a save's own navigation through.
 */
export function useUnsavedGuard(dirty: boolean, { searchLeaves }: UnsavedGuardOptions) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (searchLeaves && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    blocker,
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
