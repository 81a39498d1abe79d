// A load benchmark: guests of the demo tables writing to their carts while 1,000 sockets
// listen, on one process or two behind Redis. A measurement, not a test: nothing is asserted.
// Options and how to read the output: README.md beside this file.
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openCartLines } from './lib/cart';
import { watchDatabase } from './lib/database-usage';
import { seatTables, staffLogin } from './lib/guests';
import { closedLoop, openLoop } from './lib/load';
import { readOptions } from './lib/options';
import { watchProcesses } from './lib/proc-stats';
import { formatResult, saveResult } from './lib/report';
import { buildResult } from './lib/result';
import { startServers } from './lib/servers';
import { openSockets, type SocketFleet } from './lib/sockets';
import { drainEvents } from './lib/summary';

// Events of the last writes still on their way when the load ends.
const DRAIN_MS = 5_000;
// Subscriptions and first fetches settle before anything is timed.
const SETTLE_MS = 2_000;

async function main() {
  const options = readOptions();
  const startedAt = new Date();
  const loadAverageBefore = loadavg();
  const cores = availableParallelism();
  if (loadAverageBefore[0]! > cores) {
    console.warn(
      `Load average ${loadAverageBefore[0]!.toFixed(1)} on ${cores} cores: numbers run slow`,
    );
  }
  console.info(`Starting ${options.processes} server process(es)...`);
  const servers = await startServers(options);
  let fleet: SocketFleet | null = null;
  const stop = async () => {
    fleet?.close();
    await servers.stop();
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    const { nodes } = servers;
    const usage = watchProcesses(nodes.map((node) => node.pid));
    let mark = performance.now();
    const staffCookie = await staffLogin(nodes[0]!);
    const tables = await seatTables(nodes, staffCookie, options.tables, options.guestsPerTable);
    const guests = await openCartLines(tables.flatMap((table) => table.guests));
    const checkInMs = performance.now() - mark;
    console.info(
      `${guests.length} guests checked in at ${tables.length} tables; opening sockets...`,
    );
    mark = performance.now();
    fleet = await openSockets(nodes, guests, staffCookie, options.sockets);
    const socketsMs = performance.now() - mark;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

    console.info(`Load: ${options.mode} loop for ${options.seconds} s...`);
    const eventLoopDelay = monitorEventLoopDelay({ resolution: 10 });
    eventLoopDelay.enable();
    const cpuBefore = process.cpuUsage();
    const database = servers.databaseUrl ? await watchDatabase(servers.databaseUrl) : null;
    usage.start();
    const run =
      options.mode === 'open' ? await openLoop(guests, options) : await closedLoop(guests, options);
    const serverUsage = usage.stop();
    const databaseUsage = (await database?.stop()) ?? null;
    const cpu = process.cpuUsage(cpuBefore);
    eventLoopDelay.disable();
    await drainEvents(run.writes, fleet.phones, DRAIN_MS);

    const result = buildResult({
      options,
      startedAt,
      loadAverageBefore,
      servers,
      setup: { checkInMs, socketsMs },
      fleet,
      run,
      serverUsage,
      databaseUsage,
      generator: { cpu, eventLoopDelay },
    });
    console.info(`\n${formatResult(result)}`);
    console.info(`\nWritten to ${saveResult(result, options.out, startedAt)}`);
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
