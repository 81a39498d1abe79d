import { useEffect, useState } from 'react';

/**
 * The time now, refreshed every `everyMs`. Ages on screen are whole minutes, so a 10 s beat
 * keeps them at most 10 s late with one timer per screen rather than one per card.
 */
export function useNow(everyMs = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
