import { createSeqTracker } from '@tableside/client/realtime/channel-registry';
import type { TOrder } from '@tableside/shared/contract/order';
import { describe, expect, it } from 'vitest';
import { applyOrderEvent } from './apply-order-event';

const order = (seq: number) => ({ id: 1, seq, isVerified: false }) as TOrder;
const verify = (o: TOrder): TOrder => ({ ...o, isVerified: true });

describe('applyOrderEvent', () => {
  it('applies the next event and moves the cached seq on', () => {
    const tracker = createSeqTracker();
    tracker.observe(1, 4);
    const outcome = applyOrderEvent(tracker, order(4), { orderId: 1, seq: 5 }, verify);
    expect(outcome.refetch).toBe(false);
    expect(outcome.fresh).toBe(true);
    expect(outcome.order?.isVerified).toBe(true);
    expect(outcome.order?.seq).toBe(5);
  });

  it('ignores an event it has seen', () => {
    const tracker = createSeqTracker();
    tracker.observe(1, 5);
    const outcome = applyOrderEvent(tracker, order(5), { orderId: 1, seq: 5 }, verify);
    expect(outcome).toEqual({ order: order(5), refetch: false, fresh: false });
  });

  it('applies an event after a gap and asks to read the order again', () => {
    const tracker = createSeqTracker();
    tracker.observe(1, 2);
    const outcome = applyOrderEvent(tracker, order(2), { orderId: 1, seq: 5 }, verify);
    expect(outcome.refetch).toBe(true);
    expect(outcome.order?.isVerified).toBe(true);
  });

  it('asks to read the order again for an event without its own effect', () => {
    const tracker = createSeqTracker();
    tracker.observe(1, 2);
    expect(applyOrderEvent(tracker, order(2), { orderId: 1, seq: 3 }).refetch).toBe(true);
  });

  it('counts events seen before the order arrived', () => {
    const tracker = createSeqTracker();
    const outcome = applyOrderEvent(tracker, undefined, { orderId: 1, seq: 3 }, verify);
    expect(outcome).toEqual({ order: undefined, refetch: false, fresh: true });
    expect(tracker.observe(1, 4)).toBe('next');
  });

  it('never lowers the cached seq', () => {
    const tracker = createSeqTracker();
    tracker.observe(1, 3);
    expect(applyOrderEvent(tracker, order(9), { orderId: 1, seq: 4 }, verify).order?.seq).toBe(9);
  });
});
