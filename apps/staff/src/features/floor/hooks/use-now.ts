import { useEffect, useState } from 'react';

/**
 * The time now, refreshed every `everyMs`. Tables open at any second, so a 10 s beat keeps
 * each card's whole minutes at most 10 s late without a timer per card.
 */
export function useNow(everyMs = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
