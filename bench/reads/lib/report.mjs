// The table printed at the end of a run and the JSON kept in results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Three significant digits: a rate can be a thousandth of node's.
const ratio = (a, b) => (b ? Number((a / b).toPrecision(3)) : null);

/** Ours against node:http: the rate as a share of node's, the latencies as multiples of node's. */
export function compare(ours, node) {
  return {
    requestsPerSecond: ratio(ours.requestsPerSecond, node.requestsPerSecond),
    p50: ratio(ours.latencyMs.p50, node.latencyMs.p50),
    p99: ratio(ours.latencyMs.p99, node.latencyMs.p99),
    cpuPerRequest: ratio(ours.cpuMsPerRequest ?? 0, node.cpuMsPerRequest ?? 0),
  };
}

const pad = (value, width) => String(value ?? '–').padStart(width);
const failures = (m) => `${m.errors}/${m.timeouts}/${m.statuses['4xx'] + m.statuses['5xx']}`;

function line(label, m) {
  return [
    label.padEnd(22),
    pad(m.requestsPerSecond, 9),
    pad(m.latencyMs.p50, 8),
    pad(m.latencyMs.p99, 8),
    pad(failures(m), 10),
    pad(m.cpuMsPerRequest, 10),
  ].join(' ');
}

export function formatResult(result) {
  const out = [
    `server: ${result.server.mode} on ${result.server.database}; autocannon -c ${result.config.connections} for ${result.config.duration} s per target`,
    `load average ${result.loadAverage.before.map((l) => l.toFixed(1)).join(' ')} before, ${result.loadAverage.after.map((l) => l.toFixed(1)).join(' ')} after, on ${result.nproc} cores`,
    '',
    `${'endpoint / target'.padEnd(22)} ${pad('req/s', 9)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} ${pad('err/to/4-5', 10)} ${pad('CPU ms/req', 10)}`,
  ];
  for (const endpoint of result.endpoints) {
    const size = `${endpoint.response.status}, ${endpoint.response.bytes} B${endpoint.response.encoding ? ` ${endpoint.response.encoding}` : ''}`;
    out.push(`${endpoint.name} (${size})`);
    out.push(line('  ours', endpoint.ours));
    out.push(line('  node:http', endpoint.nodeHttp));
    const r = endpoint.ratio;
    const times = (value) => (value === null ? '–' : `${value}x`);
    out.push(
      `  ours/node:http: req/s ${r.requestsPerSecond ?? '–'}, p50 ${times(r.p50)}, p99 ${times(r.p99)}, CPU per request ${times(r.cpuPerRequest)}`,
    );
  }
  if (result.server.productionRefused) {
    out.push(
      '',
      `production refused, measured in development:\n${result.server.productionRefused}`,
    );
  }
  return out.join('\n');
}

export function saveResult(result, out, startedAt) {
  const file =
    out ??
    path.join(
      import.meta.dirname,
      '..',
      'results',
      `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`,
    );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
