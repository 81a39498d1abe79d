import { useEffect, useRef, useState } from 'react';
import { useStaffEvent } from '../../../lib/realtime';

/** How long a new ticket stays highlighted. */
const HIGHLIGHT_MS = 20_000;

/**
 * Marks tickets that arrived while the board is open (the `kitchenTicket` event; live sync
 * refetches the list) and calls `onNew` for each, to chime. A ticket counts once it shows on
 * this display, so a station is not rung for another station's order. Returns the highlighted
 * groups. `shown`: the groups on the board now.
 */
export function useNewTicketCue(
  onNew: () => void,
  shown: readonly number[] | undefined,
): ReadonlySet<number> {
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const pending = useRef(new Set<number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running) clearTimeout(timer);
    };
  }, []);

  const later = (run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, HIGHLIGHT_MS);
    timers.current.add(timer);
  };

  useStaffEvent('kitchenTicket', ({ orderGroupId }) => {
    pending.current.add(orderGroupId);
    // Not for this station after all: forget it once the list had time to show it.
    later(() => pending.current.delete(orderGroupId));
  });

  useEffect(() => {
    const arrived = (shown ?? []).filter((id) => pending.current.has(id));
    if (arrived.length === 0) return;
    onNew();
    for (const id of arrived) {
      pending.current.delete(id);
      later(() =>
        setFresh((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        }),
      );
    }
    setFresh((current) => new Set([...current, ...arrived]));
  });

  return fresh;
}
