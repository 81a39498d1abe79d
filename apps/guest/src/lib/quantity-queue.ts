/**
 * Counter taps are debounced (spec section 9: 150 ms) so that tapping + three times sends one
 * update-quantity with the final count. One call per line runs at a time; a count chosen while
 * a call runs is sent after it. Until the server's answer arrives, `pending` holds what the
 * guest chose, so the counter shows it at once.
 */
export interface QuantityQueueOptions {
  delayMs: number;
  /** Sends the count; resolves once the cache holds the answer. */
  send: (itemId: number, quantity: number) => Promise<void>;
  /** Called whenever the counts awaiting the server change. */
  onPendingChange: (pending: ReadonlyMap<number, number>) => void;
}

export function createQuantityQueue({ delayMs, send, onPendingChange }: QuantityQueueOptions) {
  const wanted = new Map<number, number>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const running = new Set<number>();
  const emit = () => onPendingChange(new Map(wanted));

  function flush(itemId: number): void {
    clearTimeout(timers.get(itemId));
    timers.delete(itemId);
    const quantity = wanted.get(itemId);
    // A running call is followed by one with the latest count when it ends.
    if (quantity === undefined || running.has(itemId)) return;
    running.add(itemId);
    send(itemId, quantity).then(
      () => {
        running.delete(itemId);
        if (wanted.get(itemId) === quantity) {
          wanted.delete(itemId);
          emit();
        } else if (!timers.has(itemId)) {
          flush(itemId);
        }
      },
      () => {
        // The server kept its count: show that again rather than a choice it refused.
        running.delete(itemId);
        clearTimeout(timers.get(itemId));
        timers.delete(itemId);
        wanted.delete(itemId);
        emit();
      },
    );
  }

  return {
    set(itemId: number, quantity: number): void {
      wanted.set(itemId, quantity);
      emit();
      clearTimeout(timers.get(itemId));
      timers.set(
        itemId,
        setTimeout(() => flush(itemId), delayMs),
      );
    },
    /** Sends every waiting count now (the screen is going away). */
    flushAll(): void {
      for (const itemId of [...timers.keys()]) flush(itemId);
    },
  };
}

export type QuantityQueue = ReturnType<typeof createQuantityQueue>;
