/**
 * Which realtime channels the app holds, counted per holder: two screens may follow the same
 * channel, and it is left only when the last of them lets go.
 */
export function createChannelRegistry() {
  const holders = new Map<string, number>();
  return {
    /** True when this is the first holder, i.e. the channel must be joined now. */
    add(channel: string): boolean {
      const count = holders.get(channel) ?? 0;
      holders.set(channel, count + 1);
      return count === 0;
    },
    /** True when the last holder left, i.e. the channel must be left now. */
    remove(channel: string): boolean {
      const count = holders.get(channel) ?? 0;
      if (count <= 1) {
        holders.delete(channel);
        return count === 1;
      }
      holders.set(channel, count - 1);
      return false;
    },
    channels(): string[] {
      return [...holders.keys()];
    },
  };
}

/**
 * Order events carry a per-order increasing `seq` and delivery is at-most-once (ARCHITECTURE):
 * a jump means events were missed and the order must be refetched; an old seq is a duplicate.
 */
export function createSeqTracker() {
  const last = new Map<number, number>();
  return {
    observe(orderId: number, seq: number): 'next' | 'gap' | 'stale' {
      const previous = last.get(orderId);
      if (previous !== undefined && seq <= previous) return 'stale';
      last.set(orderId, seq);
      if (previous === undefined || seq === previous + 1) return 'next';
      return 'gap';
    },
    /** After a refetch the cache is current again, whatever seq came before. */
    reset(orderId: number): void {
      last.delete(orderId);
    },
  };
}
