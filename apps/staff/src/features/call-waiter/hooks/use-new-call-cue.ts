import type { RealtimePayload } from '@tableside/shared/contract/realtime';
import { useEffect, useState } from 'react';
import { useStaffEvent } from '../../../lib/realtime';
import { playChime } from '../lib/chime';

/** How long the newest call stays called out above the queue. */
const CUE_MS = 12_000;

export type NewCall = RealtimePayload<'staffCallWaiter'> & { at: number };

/** The newest call-waiter request of the branch, while it is new; chimes when it arrives. */
export function useNewCallCue(withSound: boolean) {
  const [latest, setLatest] = useState<NewCall | null>(null);
  useStaffEvent('staffCallWaiter', (payload) => {
    setLatest({ ...payload, at: Date.now() });
    if (withSound) playChime();
  });
  useEffect(() => {
    if (!latest) return;
    const timer = setTimeout(() => setLatest(null), CUE_MS);
    return () => clearTimeout(timer);
  }, [latest]);
  return { latest, dismiss: () => setLatest(null) };
}
