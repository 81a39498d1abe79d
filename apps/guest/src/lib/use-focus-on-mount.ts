import { useLayoutEffect } from 'react';

/**
 * Calls `focus` once, as the component mounts, when `enabled`: what `autoFocus` does under
 * React. The guest app runs on Preact (decision 0035), which leaves `autoFocus` to the browser,
 * and a browser honours it only for the first element of a page load, not on a routed page.
 */
export function useFocusOnMount(focus: () => void, enabled = true) {
  // Mount only, as autoFocus: a field enabled later does not take the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useLayoutEffect(() => {
    if (enabled) focus();
  }, []);
}
