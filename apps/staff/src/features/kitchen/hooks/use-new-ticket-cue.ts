import { useEffect, useRef, useState } from 'react';
import { useStaffEvent } from '../../../lib/realtime';

/** How long a new ticket stays highlighted. */
const HIGHLIGHT_MS = 20_000;

/**
 * Marks tickets that arrived while the board is open (the `kitchenTicket` event; live sync
 * refetches the list) and calls `onNew` for each, to chime. Returns the highlighted groups.
 */
export function useNewTicketCue(onNew: () => void): ReadonlySet<number> {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  useStaffEvent('kitchenTicket', ({ orderGroupId }) => {
    onNew();
    setFresh((current) => new Set(current).add(orderGroupId));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setFresh((current) => {
        const next = new Set(current);
        next.delete(orderGroupId);
        return next;
      });
    }, HIGHLIGHT_MS);
    timers.current.add(timer);
  });

  return fresh;
}
