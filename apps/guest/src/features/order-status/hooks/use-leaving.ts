import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

interface Leaving<T extends string> {
  /** The page it started on: leaving that page (by this redirect or otherwise) ends it. */
  route: string;
  /** Unset: ask `resolve` when the time is up. */
  to?: T;
  deadline: number;
}

/**
 * A redirect that waits while the page shows a state. The first one started on a page wins,
 * so two signals of the same end (the logout event and the re-read order) do not restart the
 * wait. It stays active until the route changes, so the state shows until the next page does.
 */
export function useLeaving<T extends string>(
  route: string,
  go: (to: T) => void,
  resolve: () => T,
  now: () => number = Date.now,
) {
  const [leaving, setLeaving] = useState<Leaving<T> | null>(null);
  // The latest callbacks without restarting the timer on every render.
  const latest = useRef({ go, resolve });
  useLayoutEffect(() => {
    latest.current = { go, resolve };
  });

  const start = useCallback(
    (delayMs: number, to?: T) =>
      setLeaving((current) =>
        current?.route === route ? current : { route, to, deadline: now() + delayMs },
      ),
    [route, now],
  );

  const active = leaving?.route === route ? leaving : null;
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(
      () => latest.current.go(active.to ?? latest.current.resolve()),
      Math.max(0, active.deadline - now()),
    );
    return () => clearTimeout(timer);
  }, [active, now]);

  return { leaving: active, start };
}
