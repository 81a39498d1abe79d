// Closed-loop timing of one GET: `concurrency` callers, `requests` in all, after a warm-up.

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function measure(url, { headers, requests, concurrency }) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { ...headers, 'accept-encoding': 'gzip' } });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return { ms: performance.now() - started, bytes: body.byteLength };
  };
  for (let i = 0; i < 10; i += 1) await once();
  const timings = [];
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const result = await once();
        timings.push(result.ms);
        bytes = result.bytes;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    requests: timings.length,
    concurrency,
    perSecond: Math.round(timings.length / seconds),
    p50Ms: round(percentile(timings, 50)),
    p95Ms: round(percentile(timings, 95)),
    p99Ms: round(percentile(timings, 99)),
    bodyBytes: bytes,
  };
}
