// One target under `autocannon -c N`: its rate, latency and failures, and the CPU its process
// spent, which says more than the rate on a machine others are using too.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const TICKS_PER_SECOND = 100;

/** User + system CPU of a process so far, in ms; null off Linux. */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

const SETTLE_SAMPLE_MS = 500;
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * Waits until the process is nearly idle (under 10 % of a core for half a second): autocannon
 * stops sending when its time is up, but a server that fell behind is still answering what
 * it queued, and that work must not land in the next measurement.
 */
async function settle(pid) {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let before = cpuMs(pid);
  while (before !== null && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_SAMPLE_MS));
    const after = cpuMs(pid);
    if (after === null || after - before < SETTLE_SAMPLE_MS * 0.1) return;
    before = after;
  }
}

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

const load = (target, connections, duration) =>
  autocannon({ url: target.url, headers: target.headers, connections, duration });

/** Load not measured, then a wait until the target is idle again. */
export async function warmUp(target, { connections, warmup }) {
  if (warmup > 0) await load(target, connections, warmup);
  await settle(target.pid);
}

/**
 * @param {{ url: string, headers: Record<string, string>, pid: number }} target
 * @param {{ connections: number, duration: number, warmup: number }} options
 */
export async function measure(target, options) {
  const run = (duration) => load(target, options.connections, duration);
  await warmUp(target, options);
  const cpuBefore = cpuMs(target.pid);
  const result = await run(options.duration);
  const cpuAfter = cpuMs(target.pid);
  await settle(target.pid);
  const answered = result.requests.total;
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  return {
    requestsPerSecond: round(answered / (result.duration || options.duration)),
    answered,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    errors: result.errors,
    timeouts: result.timeouts,
    statuses: {
      '2xx': result['2xx'],
      '3xx': result['3xx'],
      '4xx': result['4xx'],
      '5xx': result['5xx'],
    },
    bytesPerSecond: Math.round(result.throughput.average),
    cpuMsPerRequest: cpu === null || answered === 0 ? null : round(cpu / answered, 3),
    cpuPercent: cpu === null ? null : round((cpu / (result.duration * 1000)) * 100),
  };
}
