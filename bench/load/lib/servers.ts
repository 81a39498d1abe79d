import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
// @ts-expect-error plain ESM shared with the e2e launcher and bench/large-menu, typed by JSDoc
import { createRunDatabase } from '../../../e2e/support/pg-database.mjs';
// @ts-expect-error plain ESM shared with the other benches, typed by JSDoc
import { assertPortFree, demoServerEnv, stopChild, waitForHealth } from '../../lib/demo-server.mjs';
import { type LoadOptions, REPO_ROOT } from './options';

export interface ServerNode {
  name: 'A' | 'B';
  port: number;
  baseUrl: string;
  pid: number;
  /** Error lines the process logged (pino level 50 and up), the first few kept by text. */
  loggedErrors: { count: number; samples: Record<string, number> };
}

export interface Servers {
  nodes: ServerNode[];
  database: 'pglite' | 'postgresql';
  /** The run's own PostgreSQL database; null on PGlite. */
  databaseUrl: string | null;
  /** From spawning the first process to the last one answering /healthz (migrate and seed). */
  startMs: number;
  stop(): Promise<void>;
}

// A cold PGlite migrates and seeds in about 20 s on a busy 2-core machine.
const HEALTH_TIMEOUT_MS = 180_000;

const MAX_ERROR_SAMPLES = 5;

/**
 * One line per kind of error: drizzle's 'Failed query: <sql>\nparams: <values>' loses its
 * values (they differ every time) but keeps the cause pino appends after the last ': '.
 */
function describe(msg: string, errMessage: string): string {
  const failed = /^Failed query: ([\s\S]*?)\nparams: [\s\S]*: ([^:]+)$/.exec(errMessage);
  const text = failed ? `Failed query ${failed[1]!.slice(0, 60)}…: ${failed[2]}` : errMessage;
  return `${msg}: ${text}`.replace(/\s+/g, ' ').slice(0, 200);
}

/** Counts the error lines of the server's JSON log (stdout), which also carries every SMS. */
function collectErrors(stdout: Readable | null): ServerNode['loggedErrors'] {
  const errors: ServerNode['loggedErrors'] = { count: 0, samples: {} };
  if (!stdout) return errors;
  createInterface({ input: stdout }).on('line', (line) => {
    if (!line.startsWith('{')) return;
    let entry: { level?: number; msg?: string; err?: { message?: string } };
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if ((entry.level ?? 0) < 50) return;
    errors.count += 1;
    const text = describe(entry.msg ?? '', entry.err?.message ?? '');
    if (text in errors.samples || Object.keys(errors.samples).length < MAX_ERROR_SAMPLES) {
      errors.samples[text] = (errors.samples[text] ?? 0) + 1;
    }
  });
  return errors;
}

/**
 * The built server on a fresh database with the demo seed: one process on embedded PGlite or
 * a throwaway PostgreSQL database, or two processes on PostgreSQL sharing broadcasts through
 * Redis. Outside production, so the dev SMS outbox holds the check-in codes.
 */
export async function startServers(options: LoadOptions): Promise<Servers> {
  if (!existsSync(options.server)) {
    throw new Error(`${options.server} is missing: npm run build -w @tableside/server first`);
  }
  const ports = Array.from({ length: options.processes }, (_, index) => options.port + index);
  for (const port of ports) await assertPortFree(port);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tableside-load-'));
  const database = options.databaseUrl ? await createRunDatabase(options.databaseUrl) : null;
  const children: ChildProcess[] = [];
  const stop = async () => {
    // Writing a CPU profile on exit takes a while: do not kill a profiled process for that.
    const graceMs = options.cpuProfDir ? 120_000 : undefined;
    await Promise.all(children.map((child) => stopChild(child, graceMs)));
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const started = performance.now();
  const nodes: ServerNode[] = [];
  try {
    for (const [index, port] of ports.entries()) {
      const baseUrl = `http://127.0.0.1:${port}`;
      const profile = options.cpuProfDir
        ? [
            '--cpu-prof',
            `--cpu-prof-dir=${options.cpuProfDir}`,
            `--cpu-prof-name=server-${port}.cpuprofile`,
          ]
        : [];
      const child = spawn(process.execPath, [...profile, options.server], {
        cwd: REPO_ROOT,
        env: demoServerEnv({
          port,
          dataDir,
          databaseUrl: database?.url,
          redisUrl: options.redisUrl,
        }),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const loggedErrors = collectErrors(child.stdout);
      children.push(child);
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr = (stderr + chunk).slice(-4000);
      });
      // B starts once A has migrated and seeded: only one process prepares the database.
      await waitForHealth(baseUrl, child, HEALTH_TIMEOUT_MS).catch((error: Error) => {
        throw new Error(`${error.message}\n${stderr}`);
      });
      if (child.pid === undefined) throw new Error(`${baseUrl} has no pid`);
      nodes.push({ name: index === 0 ? 'A' : 'B', port, baseUrl, pid: child.pid, loggedErrors });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    nodes,
    database: database ? 'postgresql' : 'pglite',
    databaseUrl: database?.url ?? null,
    startMs: performance.now() - started,
    stop,
  };
}
