import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuantityQueue } from './quantity-queue';

interface Deferred {
  resolve: () => void;
  reject: (error: Error) => void;
}

function setup() {
  const calls: { itemId: number; quantity: number; done: Deferred }[] = [];
  const pending: ReadonlyMap<number, number>[] = [];
  const queue = createQuantityQueue({
    delayMs: 150,
    send: (itemId, quantity) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ itemId, quantity, done: { resolve, reject } });
      }),
    onPendingChange: (map) => pending.push(map),
  });
  return { queue, calls, latest: () => pending.at(-1) ?? new Map() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createQuantityQueue', () => {
  it('sends one call with the last count after 150 ms without taps', () => {
    const { queue, calls, latest } = setup();
    queue.set(7, 2);
    vi.advanceTimersByTime(100);
    queue.set(7, 3);
    vi.advanceTimersByTime(149);
    expect(calls).toHaveLength(0);
    expect(latest().get(7)).toBe(3);
    vi.advanceTimersByTime(1);
    expect(calls.map((c) => c.quantity)).toEqual([3]);
  });

  it('keeps the chosen count until the answer arrives, then lets the server count show', async () => {
    const { queue, calls, latest } = setup();
    queue.set(7, 0);
    vi.advanceTimersByTime(150);
    expect(latest().get(7)).toBe(0);
    calls[0]?.done.resolve();
    await vi.runAllTimersAsync();
    expect(latest().has(7)).toBe(false);
  });

  it('sends a count chosen during a running call once that call ends', async () => {
    const { queue, calls } = setup();
    queue.set(7, 2);
    vi.advanceTimersByTime(150);
    queue.set(7, 4);
    vi.advanceTimersByTime(150);
    expect(calls).toHaveLength(1);
    calls[0]?.done.resolve();
    await vi.runAllTimersAsync();
    expect(calls.map((c) => c.quantity)).toEqual([2, 4]);
  });

  it('forgets the chosen count when the server refuses it', async () => {
    const { queue, calls, latest } = setup();
    queue.set(7, 5);
    vi.advanceTimersByTime(150);
    calls[0]?.done.reject(new Error('no'));
    await vi.runAllTimersAsync();
    expect(latest().has(7)).toBe(false);
  });

  it('debounces lines separately and flushes all at once when asked', () => {
    const { queue, calls } = setup();
    queue.set(1, 2);
    queue.set(2, 3);
    queue.flushAll();
    expect(calls.map((c) => [c.itemId, c.quantity])).toEqual([
      [1, 2],
      [2, 3],
    ]);
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(2);
  });
});
