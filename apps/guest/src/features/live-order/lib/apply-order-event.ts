import type { createSeqTracker } from '@tableside/client/realtime/channel-registry';
import type { TOrder } from '@tableside/shared/contract/order';

export type SeqTracker = ReturnType<typeof createSeqTracker>;

export interface OrderEvent {
  orderId: number;
  seq: number;
}

export interface EventOutcome {
  /** The cached order after the event (unchanged when the event is a duplicate). */
  order: TOrder | undefined;
  /** Events were missed, or the event says only "something changed": read the order again. */
  refetch: boolean;
  /** First sight of this event (not a repeat of one already applied): tell the guest of it. */
  fresh: boolean;
}

/**
 * One order event against the cached order (DECISIONS "Realtime"): a seq already seen is
 * ignored; a jump in seq applies the event and asks for a refetch of what was missed. An
 * event without an effect of its own (`update` absent) asks for a refetch.
 */
export function applyOrderEvent(
  tracker: SeqTracker,
  cached: TOrder | undefined,
  event: OrderEvent,
  update?: (order: TOrder) => TOrder,
): EventOutcome {
  const step = tracker.observe(event.orderId, event.seq);
  if (step === 'stale') return { order: cached, refetch: false, fresh: false };
  const order =
    cached && update ? { ...update(cached), seq: Math.max(cached.seq, event.seq) } : cached;
  return { order, refetch: step === 'gap' || update === undefined, fresh: true };
}
