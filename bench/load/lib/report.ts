import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './result';
import type { Percentiles } from './summary';

// The printed summary and the JSON file of a run.

export const RESULTS_DIR = path.resolve(import.meta.dirname, '../results');

const p = (label: string, numbers: Percentiles) =>
  `${label} p50 ${numbers.p50 ?? '-'} ms, p99 ${numbers.p99 ?? '-'} ms, max ${numbers.max ?? '-'} ms`;

function databaseLine(kind: string, usage: LoadResult['database']): string {
  if (kind === 'pglite')
    return 'database: PGlite, inside the server process (its CPU is counted there)';
  if (!usage) return 'database: PostgreSQL backends not visible in /proc (another machine?)';
  return `database: ${usage.cpuSeconds} s CPU in ${usage.backends} PostgreSQL backends of the run`;
}

export function formatResult(result: LoadResult): string {
  const { config, writes, realtime, servers, database, generator, machine } = result;
  const load =
    config.mode === 'open'
      ? `open loop, ${config.rate} writes/s offered`
      : `closed loop, ${config.writers} writers`;
  const lines = [
    `${load} for ${config.seconds} s; ${config.processes} process(es) on ${config.database}` +
      `${config.redis ? ' + Redis' : ''}; ${config.tables} tables x ${config.guestsPerTable} guests;` +
      ` sockets ${config.sockets.guest} guest, ${config.sockets.staff} staff, ${config.sockets.public} public`,
    `machine: ${machine.nproc} cores, load average ${machine.loadAverageBefore.join(' ')} before,` +
      ` ${machine.loadAverageAfter.join(' ')} after`,
    `writes: ${writes.ok} answered of ${writes.sent} sent, ${writes.achievedPerSecond}/s achieved;` +
      ` ${writes.errors} errors, ${writes.timeouts} timeouts`,
    `  ${p('latency', writes.latencyMs)}`,
    `  ${p('add', writes.byOp.add)}; ${p('quantity', writes.byOp.quantity)}`,
    ...writes.errorSamples.map((e) => `  ${e.count} x ${e.message}`),
    `realtime: ${realtime.delivered} of ${realtime.expected} events reached the other phones` +
      ` (${realtime.missing} missing); sockets dropped: ${realtime.disconnects}`,
    `  ${p('write sent -> event on the other phone', realtime.latencyMs)}`,
    ...servers.map(
      (s) =>
        `server ${s.name} (pid ${s.pid}): CPU ${s.cpu.seconds} s, ${s.cpu.averagePercent}% avg,` +
        ` ${s.cpu.peakPercent}% peak second; RSS ${s.rssMb.start} -> ${s.rssMb.end} MB, max ${s.rssMb.max}` +
        ` (idle ${s.rssMb.idle}); ${s.loggedErrors.count} errors logged`,
    ),
    ...servers.flatMap((s) =>
      Object.entries(s.loggedErrors.samples).map(([text, n]) => `  ${s.name}: ${n} x ${text}`),
    ),
    databaseLine(config.database, database),
    `CPU per answered write: servers ${result.cpuMsPerWrite.servers ?? '-'} ms,` +
      ` PostgreSQL ${result.cpuMsPerWrite.database ?? '-'} ms`,
    `load generator: CPU ${generator.cpu.averagePercent}% avg; ${p('event loop delay', generator.eventLoopDelayMs)}`,
  ];
  if (writes.scheduleLagMs) lines.push(`  ${p('open-loop schedule lag', writes.scheduleLagMs)}`);
  return lines.join('\n');
}

export function saveResult(result: unknown, out: string | null, startedAt: Date): string {
  const file =
    out ?? path.join(RESULTS_DIR, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
