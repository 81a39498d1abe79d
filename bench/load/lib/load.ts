import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import { type CartGuest, type WriteOp, writeCart } from './cart';

// The two ways of driving the cart writes. Open loop: one write every 1000/rate ms, on
// schedule, whether or not earlier ones were answered, as guests do not wait for each other;
// a slow server shows as latency and a backlog, not as fewer writes. Closed loop: N writers,
// each sending its next write when the last was answered: what the server sustains.

export interface SentWrite {
  guest: CartGuest;
  op: WriteOp;
  /** performance.now() just before the request left. */
  sentAt: number;
  ms: number;
  ok: boolean;
  seq: number | null;
  error: string | null;
}

export interface LoadRun {
  writes: SentWrite[];
  startedAt: number;
  /** When the last answer (or timeout) came. */
  endedAt: number;
  /** Open loop: how late each write left against its schedule (µs), the generator's own lag. */
  scheduleLag: RecordableHistogram | null;
}

async function send(guest: CartGuest, timeoutMs: number, writes: SentWrite[]): Promise<void> {
  const sentAt = performance.now();
  const result = await writeCart(guest, timeoutMs);
  writes.push({ guest, sentAt, ms: performance.now() - sentAt, ...result });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes due every 1000/rate ms for `seconds`, round robin over the guests. */
export async function openLoop(
  guests: CartGuest[],
  opts: { rate: number; seconds: number; timeoutMs: number },
): Promise<LoadRun> {
  const writes: SentWrite[] = [];
  const interval = 1000 / opts.rate;
  const total = Math.round(opts.rate * opts.seconds);
  const scheduleLag = createHistogram();
  const pending = new Set<Promise<void>>();
  const startedAt = performance.now();
  for (let k = 0; k < total; ) {
    const due = startedAt + k * interval;
    const now = performance.now();
    if (due > now) {
      await sleep(due - now);
      continue;
    }
    // A late timer sends every write already due at once: the schedule is kept, not stretched.
    scheduleLag.record(Math.max(1, Math.round((now - due) * 1000)));
    const write = send(guests[k % guests.length]!, opts.timeoutMs, writes);
    pending.add(write);
    void write.finally(() => pending.delete(write));
    k += 1;
  }
  await Promise.all(pending);
  return { writes, startedAt, endedAt: performance.now(), scheduleLag };
}

/** `writers` loops, writer w writing as guest w mod guests, until `seconds` have passed. */
export async function closedLoop(
  guests: CartGuest[],
  opts: { writers: number; seconds: number; timeoutMs: number },
): Promise<LoadRun> {
  const writes: SentWrite[] = [];
  const startedAt = performance.now();
  const until = startedAt + opts.seconds * 1000;
  const writer = async (index: number) => {
    const guest = guests[index % guests.length]!;
    while (performance.now() < until) await send(guest, opts.timeoutMs, writes);
  };
  await Promise.all(Array.from({ length: opts.writers }, (_, index) => writer(index)));
  return { writes, startedAt, endedAt: performance.now(), scheduleLag: null };
}
