import { useEffect, useState } from 'react';
import { pageLoaded } from './page-load';

/** How long to wait for an idle moment before going ahead anyway. */
const IDLE_TIMEOUT_MS = 1000;
/** Where requestIdleCallback is missing (Safari), a short pause stands in for it. */
const NO_IDLE_CALLBACK_MS = 200;

/** Runs `run` at the phone's next quiet moment; returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, NO_IDLE_CALLBACK_MS);
  return () => window.clearTimeout(timer);
}

/** Resolves once the page has loaded (lib/page-load) and the phone has a quiet moment. */
export const pageSettled = (): Promise<void> =>
  pageLoaded().then(() => new Promise<void>((resolve) => void whenIdle(resolve)));

/**
 * True once the page has loaded (lib/page-load) and the phone has a quiet moment: for
 * secondary content that would otherwise compete with the first paint for the network and
 * the main thread. On a page opened later in the same tab it is true almost at once.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    let live = true;
    let cancelIdle: () => void = () => undefined;
    void pageLoaded().then(() => {
      if (live) cancelIdle = whenIdle(() => setSettled(true));
    });
    return () => {
      live = false;
      cancelIdle();
    };
  }, [settled]);
  return settled;
}
