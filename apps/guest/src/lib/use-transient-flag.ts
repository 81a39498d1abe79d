import { useCallback, useEffect, useState } from 'react';

/**
 * A flag that turns itself off `ms` after it was last raised. Form errors use it: they show
 * after a submit attempt and clear after 3000 ms (spec sections 5 and 9).
 */
export function useTransientFlag(ms: number): [on: boolean, raise: () => void] {
  const [raisedAt, setRaisedAt] = useState<number | null>(null);
  useEffect(() => {
    if (raisedAt === null) return;
    const timer = setTimeout(() => setRaisedAt(null), ms);
    return () => clearTimeout(timer);
  }, [raisedAt, ms]);
  const raise = useCallback(() => setRaisedAt(performance.now()), []);
  return [raisedAt !== null, raise];
}
