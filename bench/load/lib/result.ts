import { availableParallelism, cpus, loadavg } from 'node:os';
import type { IntervalHistogram } from 'node:perf_hooks';
import type { LoadRun } from './load';
import type { LoadOptions } from './options';
import type { ProcessUsage } from './proc-stats';
import type { Servers } from './servers';
import type { SocketFleet } from './sockets';
import { percentiles, realtimeNumbers, writeNumbers } from './summary';

// The whole result of a run, as printed and saved.

export interface RunContext {
  options: LoadOptions;
  startedAt: Date;
  loadAverageBefore: number[];
  servers: Servers;
  setup: { checkInMs: number; socketsMs: number };
  fleet: SocketFleet;
  run: LoadRun;
  serverUsage: ProcessUsage[];
  /** PostgreSQL backends of the run's database over the load; null on PGlite (in-process). */
  databaseUsage: { backends: number; cpuSeconds: number } | null;
  generator: { cpu: NodeJS.CpuUsage; eventLoopDelay: IntervalHistogram };
}

const round = (value: number) => Math.round(value);
const loadAverage = (values: number[]) => values.map((value) => Number(value.toFixed(2)));

export function buildResult(context: RunContext) {
  const { options, servers, fleet, run, generator } = context;
  const loadMs = run.endedAt - run.startedAt;
  const guestCount = options.tables * options.guestsPerTable;
  const writes = writeNumbers(run, options.seconds);
  const serverCpu = context.serverUsage.reduce((sum, usage) => sum + usage.cpu.seconds, 0);
  const perWrite = (seconds: number | undefined) =>
    seconds === undefined || writes.ok === 0
      ? null
      : Number(((seconds * 1000) / writes.ok).toFixed(1));
  return {
    startedAt: context.startedAt.toISOString(),
    machine: {
      nproc: availableParallelism(),
      cpuModel: cpus()[0]?.model ?? null,
      node: process.version,
      loadAverageBefore: loadAverage(context.loadAverageBefore),
      loadAverageAfter: loadAverage(loadavg()),
    },
    config: {
      mode: options.mode,
      rate: options.mode === 'open' ? options.rate : null,
      writers: options.mode === 'closed' ? options.writers : null,
      seconds: options.seconds,
      tables: options.tables,
      guestsPerTable: options.guestsPerTable,
      guests: guestCount,
      sockets: { total: options.sockets.total, ...fleet.count },
      processes: options.processes,
      database: servers.database,
      redis: options.redisUrl !== null,
      timeoutMs: options.timeoutMs,
      server: options.server,
    },
    setup: {
      serversMs: round(servers.startMs),
      checkInMs: round(context.setup.checkInMs),
      socketsMs: round(context.setup.socketsMs),
    },
    writes,
    // CPU each answered write cost (failed ones cost too, so an overloaded run reads high).
    cpuMsPerWrite: {
      servers: perWrite(serverCpu),
      database: perWrite(context.databaseUsage?.cpuSeconds),
    },
    realtime: {
      ...realtimeNumbers(run.writes, fleet.phones),
      disconnects: Object.values(fleet.disconnects).reduce((sum, n) => sum + n, 0),
      disconnectReasons: fleet.disconnects,
      eventsReceived: fleet.received,
    },
    servers: servers.nodes.map((node, index) => ({
      name: node.name,
      port: node.port,
      pid: node.pid,
      ...context.serverUsage[index]!,
      loggedErrors: node.loggedErrors,
    })),
    database: context.databaseUsage,
    generator: {
      cpu: {
        userSeconds: Number((generator.cpu.user / 1e6).toFixed(2)),
        systemSeconds: Number((generator.cpu.system / 1e6).toFixed(2)),
        averagePercent: Number(
          (((generator.cpu.user + generator.cpu.system) / 1000 / loadMs) * 100).toFixed(1),
        ),
      },
      // The generator shares the machine: a lagging loop delays sends and event arrivals
      // (monitorEventLoopDelay counts nanoseconds).
      eventLoopDelayMs: percentiles(generator.eventLoopDelay, 1e6),
    },
  };
}

export type LoadResult = ReturnType<typeof buildResult>;
