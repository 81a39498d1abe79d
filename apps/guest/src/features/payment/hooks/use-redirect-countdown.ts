import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const TICK_MS = 250;

/** Whole seconds left until `deadline`, rounded up so 0 means the time is really up. */
export const secondsUntil = (deadline: number, now: number): number =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/**
 * Counts `seconds` down while `active`, then calls `onDone` once. It counts against a
 * deadline, so a phone that suspended the page still moves on at the right moment.
 */
export function useRedirectCountdown(
  active: boolean,
  seconds: number,
  onDone: () => void,
  now: () => number = Date.now,
): number {
  const [left, setLeft] = useState(seconds);
  const latest = useRef(onDone);
  useLayoutEffect(() => {
    latest.current = onDone;
  });

  useEffect(() => {
    if (!active) return;
    const deadline = now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const remaining = secondsUntil(deadline, now());
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        latest.current();
      }
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [active, seconds, now]);

  return left;
}
