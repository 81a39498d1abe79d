import path from 'node:path';
import { parseArgs } from 'node:util';
import { GUESTS_MAX } from '@tableside/shared/domain/constants';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** Serviceable tables of the demo branch (The Brew Room, Indiranagar): 1 to 7. */
export const DEMO_TABLES = 7;

export interface LoadOptions {
  mode: 'open' | 'closed';
  /** Open loop: cart writes per second, sent on schedule whatever the answers do. */
  rate: number;
  /** Closed loop: writers, each sending its next write once the last one was answered. */
  writers: number;
  seconds: number;
  tables: number;
  guestsPerTable: number;
  sockets: { total: number; staff: number; public: number };
  processes: 1 | 2;
  /** A PostgreSQL server to create the run's database on; null: embedded PGlite. */
  databaseUrl: string | null;
  redisUrl: string | null;
  port: number;
  timeoutMs: number;
  server: string;
  out: string | null;
  /** Each server process writes a V8 CPU profile of its whole life into this folder. */
  cpuProfDir: string | null;
}

const int = (values: Record<string, unknown>, name: string, min: number, max: number) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
};

/** The command line (README.md lists every option); environment fills in the two URLs. */
export function readOptions(argv = process.argv.slice(2)): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      mode: { type: 'string', default: 'open' },
      rate: { type: 'string', default: '100' },
      writers: { type: 'string', default: '16' },
      seconds: { type: 'string', default: '60' },
      tables: { type: 'string', default: String(DEMO_TABLES) },
      guests: { type: 'string', default: '2' },
      sockets: { type: 'string', default: '1000' },
      'staff-sockets': { type: 'string', default: '50' },
      'public-sockets': { type: 'string', default: '250' },
      processes: { type: 'string', default: '1' },
      'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
      'redis-url': { type: 'string', default: process.env.REDIS_URL ?? '' },
      port: { type: 'string', default: '3480' },
      'timeout-ms': { type: 'string', default: '10000' },
      server: { type: 'string', default: path.join(REPO_ROOT, 'apps/server/dist/server.js') },
      out: { type: 'string' },
      'cpu-prof': { type: 'string' },
    },
  });
  if (values.mode !== 'open' && values.mode !== 'closed')
    throw new Error('--mode is open or closed');
  const tables = int(values, 'tables', 1, DEMO_TABLES);
  // Two guests at least: the realtime numbers are what the other guest of the table receives.
  const guestsPerTable = int(values, 'guests', 2, GUESTS_MAX);
  const sockets = {
    total: int(values, 'sockets', 1, 20_000),
    staff: int(values, 'staff-sockets', 0, 20_000),
    public: int(values, 'public-sockets', 0, 20_000),
  };
  if (sockets.total - sockets.staff - sockets.public < tables * guestsPerTable) {
    throw new Error('--sockets must leave one guest socket per guest after staff and public ones');
  }
  const processes = int(values, 'processes', 1, 2) as 1 | 2;
  const databaseUrl = values['database-url'] || null;
  const redisUrl = values['redis-url'] || null;
  if (processes === 2 && (!databaseUrl || !redisUrl)) {
    throw new Error('--processes 2 needs DATABASE_URL (PostgreSQL) and REDIS_URL');
  }
  return {
    mode: values.mode,
    rate: int(values, 'rate', 1, 5_000),
    writers: int(values, 'writers', 1, 1_000),
    seconds: int(values, 'seconds', 1, 3_600),
    tables,
    guestsPerTable,
    sockets,
    processes,
    databaseUrl,
    // One process has nobody to share broadcasts with: Redis would only add a hop.
    redisUrl: processes === 2 ? redisUrl : null,
    port: int(values, 'port', 1024, 65_534),
    timeoutMs: int(values, 'timeout-ms', 100, 120_000),
    server: path.resolve(values.server),
    out: values.out ? path.resolve(values.out) : null,
    cpuProfDir: values['cpu-prof'] ? path.resolve(values['cpu-prof']) : null,
  };
}
