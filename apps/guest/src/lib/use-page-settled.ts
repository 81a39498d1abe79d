import { useEffect, useState } from 'react';

/** How long to wait for an idle moment before going ahead anyway. */
const IDLE_TIMEOUT_MS = 1000;
/** Where requestIdleCallback is missing (Safari), a short pause stands in for it. */
const NO_IDLE_CALLBACK_MS = 200;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, NO_IDLE_CALLBACK_MS);
  return () => window.clearTimeout(timer);
}

/**
 * True once the page has loaded (its images included) and the phone has a quiet moment: for
 * secondary content that would otherwise compete with the first paint for the network and
 * the main thread. On a page opened later in the same tab it is true almost at once.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    let cancelIdle: () => void = () => undefined;
    const afterLoad = () => {
      cancelIdle = whenIdle(() => setSettled(true));
    };
    if (document.readyState === 'complete') {
      afterLoad();
    } else {
      window.addEventListener('load', afterLoad, { once: true });
    }
    return () => {
      window.removeEventListener('load', afterLoad);
      cancelIdle();
    };
  }, [settled]);
  return settled;
}
