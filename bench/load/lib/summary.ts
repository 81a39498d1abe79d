import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';
import type { LoadRun, SentWrite } from './load';
import type { Phone } from './sockets';

// From the raw writes and event arrivals to the numbers the run reports.

export interface Percentiles {
  count: number;
  p50: number | null;
  p90: number | null;
  p99: number | null;
  max: number | null;
}

/** A histogram's percentiles in milliseconds; its values are µs unless `perMs` says otherwise. */
export function percentiles(
  histogram: Pick<RecordableHistogram, 'count' | 'percentile' | 'max'>,
  perMs = 1000,
): Percentiles {
  if (histogram.count === 0) return { count: 0, p50: null, p90: null, p99: null, max: null };
  const ms = (value: number) => Number((value / perMs).toFixed(1));
  return {
    count: histogram.count,
    p50: ms(histogram.percentile(50)),
    p90: ms(histogram.percentile(90)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  };
}

function histogramOf(millis: number[]): RecordableHistogram {
  const histogram = createHistogram();
  for (const value of millis) histogram.record(Math.max(1, Math.round(value * 1000)));
  return histogram;
}

const perSecond = (count: number, millis: number) => Number(((count * 1000) / millis).toFixed(1));

export function writeNumbers(run: LoadRun, seconds: number) {
  const { writes } = run;
  const ok = writes.filter((w) => w.ok);
  const timeouts = writes.filter((w) => w.error === 'timeout').length;
  const errorSamples = new Map<string, number>();
  for (const write of writes) {
    if (!write.ok && write.error !== 'timeout') {
      const key = (write.error ?? '').slice(0, 160);
      errorSamples.set(key, (errorSamples.get(key) ?? 0) + 1);
    }
  }
  const latency = (list: SentWrite[]) => percentiles(histogramOf(list.map((w) => w.ms)));
  return {
    sent: writes.length,
    ok: ok.length,
    errors: writes.length - ok.length - timeouts,
    timeouts,
    // Answered writes over the time from the first write to the last answer.
    achievedPerSecond: perSecond(ok.length, run.endedAt - run.startedAt),
    sentPerSecond: perSecond(writes.length, seconds * 1000),
    latencyMs: latency(ok),
    byOp: {
      add: latency(ok.filter((w) => w.op === 'add')),
      quantity: latency(ok.filter((w) => w.op === 'quantity')),
    },
    errorSamples: [...errorSamples].slice(0, 10).map(([message, count]) => ({ message, count })),
    scheduleLagMs: run.scheduleLag ? percentiles(run.scheduleLag) : null,
  };
}

/** Each answered write's event on the phones of the other guests of its table. */
export function deliveries(writes: SentWrite[], phones: Phone[]) {
  const byTable = new Map<number, Phone[]>();
  for (const phone of phones) {
    byTable.set(phone.guest.tableId, [...(byTable.get(phone.guest.tableId) ?? []), phone]);
  }
  const latencies: number[] = [];
  let expected = 0;
  for (const write of writes) {
    if (!write.ok || write.seq === null) continue;
    const key = `${write.guest.orderId}:${write.seq}`;
    for (const phone of byTable.get(write.guest.tableId) ?? []) {
      if (phone.guest.index === write.guest.index) continue;
      expected += 1;
      const arrivedAt = phone.arrivals.get(key);
      if (arrivedAt !== undefined) latencies.push(arrivedAt - write.sentAt);
    }
  }
  return { expected, delivered: latencies.length, latencies };
}

/** Waits until every expected event has arrived, or `timeoutMs` passed. */
export async function drainEvents(writes: SentWrite[], phones: Phone[], timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const { expected, delivered } = deliveries(writes, phones);
    if (delivered >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function realtimeNumbers(writes: SentWrite[], phones: Phone[]) {
  const { expected, delivered, latencies } = deliveries(writes, phones);
  return {
    expected,
    delivered,
    missing: expected - delivered,
    // From the write leaving the writer's phone to the event reaching the other phone.
    latencyMs: percentiles(histogramOf(latencies)),
  };
}
