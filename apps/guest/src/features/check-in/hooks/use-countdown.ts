import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms), rounded up so '0' means really done. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/**
 * A countdown from `seconds`, restartable. It counts against a deadline rather than ticks, so
 * a phone that suspends the page (screen off, app switch) shows the right time on return.
 */
export function useCountdown(seconds: number, now: () => number = Date.now) {
  const [deadline, setDeadline] = useState(() => now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const tick = () => setLeft(secondsLeft(deadline, now()));
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadline, now]);

  const restart = useCallback(() => {
    setDeadline(now() + seconds * 1000);
    setLeft(seconds);
  }, [now, seconds]);

  return { secondsLeft: left, done: left === 0, restart };
}
