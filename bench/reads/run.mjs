// A read benchmark: the guest menu call, /healthz and the tenant lookup under `autocannon -c 50`,
// each against the built server and against a plain node:http server sending the very same
// bytes, in the same run. A measurement, not a test: nothing is asserted.
// Options and how to read the output: README.md beside this file.
import { availableParallelism, loadavg } from 'node:os';
import { capture, guestEndpoints, headerOf } from './lib/endpoints.mjs';
import { measure, warmUp } from './lib/measure.mjs';
import { startCopy } from './lib/mirror.mjs';
import { readOptions } from './lib/options.mjs';
import { startRealServer } from './lib/real-server.mjs';
import { compare, formatResult, saveResult } from './lib/report.mjs';

/** The endpoints with what the server answers each, plus the menu's revalidation if it has an ETag. */
async function prepare(baseUrl, only) {
  const prepared = [];
  for (const endpoint of guestEndpoints(baseUrl)) {
    const captured = await capture(baseUrl, endpoint);
    prepared.push({ ...endpoint, conditional: false, captured });
    const etag = headerOf(captured, 'etag');
    if (endpoint.name === 'menu' && etag) {
      const revalidation = {
        name: 'menu-304',
        path: endpoint.path,
        headers: { ...endpoint.headers, 'if-none-match': etag },
      };
      prepared.push({
        ...revalidation,
        conditional: true,
        captured: await capture(baseUrl, revalidation),
      });
    }
  }
  if (!only) return prepared;
  return only.map((name) => {
    const endpoint = prepared.find((candidate) => candidate.name === name);
    if (!endpoint) throw new Error(`--endpoints: no ${name} (${prepared.map((e) => e.name)})`);
    return endpoint;
  });
}

async function main() {
  const options = readOptions();
  const startedAt = new Date();
  const loadBefore = loadavg();
  const cores = availableParallelism();
  if (loadBefore[0] > cores) {
    console.warn(`Load average ${loadBefore[0].toFixed(1)} on ${cores} cores: numbers run slow`);
  }
  console.info(
    `Starting the server${options.production ? ' (seeding in development, then production)' : ''}...`,
  );
  const server = await startRealServer(options);
  let copy = null;
  const stop = async () => {
    await copy?.stop();
    await server.stop();
  };
  process.once('SIGINT', () => void stop().finally(() => process.exit(130)));
  try {
    if (server.demoUsersReset.length > 0) {
      console.info(
        `Production: reset the demo users' password (${server.demoUsersReset.join(', ')})`,
      );
    }
    if (server.productionRefused) console.warn(`Production refused:\n${server.productionRefused}`);
    const endpoints = await prepare(server.baseUrl, options.endpoints);
    copy = await startCopy(options.port + 1, endpoints);
    // The first minute of a fresh process is slower (code not yet optimised, the start's
    // garbage): every endpoint once before any is measured, or the first would pay for it.
    for (const endpoint of endpoints) {
      const url = `${server.baseUrl}${endpoint.path}`;
      await warmUp({ url, headers: endpoint.headers, pid: server.pid }, options);
    }
    const measured = [];
    for (const endpoint of endpoints) {
      console.info(`${endpoint.name}: ours, then node:http, ${options.duration} s each...`);
      const ours = await measure(
        { url: `${server.baseUrl}${endpoint.path}`, headers: endpoint.headers, pid: server.pid },
        options,
      );
      const nodeHttp = await measure(
        { url: `${copy.baseUrl}${endpoint.path}`, headers: endpoint.headers, pid: copy.pid },
        options,
      );
      measured.push({
        name: endpoint.name,
        path: endpoint.path,
        requestHeaders: endpoint.headers,
        response: {
          status: endpoint.captured.status,
          bytes: endpoint.captured.body.length,
          encoding: headerOf(endpoint.captured, 'content-encoding') ?? null,
          etag: headerOf(endpoint.captured, 'etag') ?? null,
          rawHeaders: endpoint.captured.rawHeaders,
        },
        ours,
        nodeHttp,
        ratio: compare(ours, nodeHttp),
      });
    }
    const result = {
      startedAt: startedAt.toISOString(),
      config: {
        connections: options.connections,
        duration: options.duration,
        warmup: options.warmup,
        items: options.items,
        server: options.server,
        production: options.production,
      },
      nproc: cores,
      loadAverage: { before: loadBefore, after: loadavg() },
      server: {
        mode: server.mode,
        database: server.database,
        productionRefused: server.productionRefused,
        demoUsersReset: server.demoUsersReset,
        dishes: server.dishes,
        startMs: Math.round(server.startMs),
      },
      endpoints: measured,
    };
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
