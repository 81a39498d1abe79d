// One database API for both drivers: embedded PGlite (no DATABASE_URL) or PostgreSQL via `pg`.
//
// PGlite caveats (the demo / single-node mode):
// - It is ONE connection inside this process. Queries and transactions are serialised, so a
//   slow transaction delays every request, and row locks never contend.
// - Inside `db.transaction(async (tx) => ...)` use only `tx`. A query on the outer `db` waits for
//   the transaction to finish, which waits for that query: a deadlock on PGlite (on PostgreSQL
//   it would silently run outside the transaction on another connection, which is also wrong).
// - Only one process may open a PGlite data directory at a time.
// - PGlite loads its .wasm/.data files and the pg_trgm bundle from next to its own module, so
//   @electric-sql/pglite must stay external (not inlined) when the server is bundled.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type Assume, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { drizzleClient } from './pglite-client';
import { createPgliteDataDir } from './pglite-data-dir';
import * as schema from './schema/index';
import { createStatementNamer } from './statement-names';

export type Schema = typeof schema;

/**
 * What both drivers' raw results share. `db.execute(sql)` yields `{ rows }`; affected-row
 * counts differ between drivers (rowCount vs affectedRows), so use `.returning()` instead.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

export interface RowsResult<TRow> {
  rows: TRow[];
}

/** The one database type every service takes, whichever driver is underneath. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => ...)` hands over; also usable wherever a Database is. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The PGlite instance under a database of the embedded kind: its LISTEN is there. */
export const pgliteClientOf = (db: Database): PGlite =>
  (db as unknown as { $client: PGlite }).$client;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Throws when the database does not answer (health check). */
  ping(): Promise<void>;
  /**
   * Runs `work` unless another process is running work under the same lock key (a 64-bit
   * number as a string); true when it ran, false when it was skipped. PGlite: always runs.
   */
  runAlone(lockKey: string, work: () => Promise<void>): Promise<boolean>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; absent means embedded PGlite. */
  databaseUrl?: string;
  /** PGlite files go to `${dataDir}/pglite`. */
  dataDir?: string;
  /** PGlite without files (tests). */
  inMemory?: boolean;
  /** PostgreSQL only; pg's defaults (10 connections, no timeouts) where absent. */
  pool?: PoolSettings;
}

/** The DATABASE_* pool settings of config/env.ts, in milliseconds; 0 turns a timeout off. */
export interface PoolSettings {
  max: number;
  /** The server cancels a statement running longer (a stuck query must not hold a connection). */
  statementTimeoutMs: number;
  /** An unused connection is closed after this long, so a quiet process holds few. */
  idleTimeoutMs: number;
  /** Waiting for a connection (new, or free in a full pool) fails after this long. */
  connectTimeoutMs: number;
}

/**
 * How every PGlite of ours starts. Extensions: loaded at startup, the migrations then CREATE
 * EXTENSION them. shared_buffers: PGlite's 128 MB default is touched at start and stays in the
 * process's RSS (about 125 MB more than 16 MB, measured); a restaurant's hot rows (today's
 * orders, the menu) take a few MB, and a page read past the pool comes from the OS page cache
 * (decision 0023).
 */
const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * Opens a PGlite as every one of ours opens, its PostgreSQL compiled by V8's baseline compiler
 * only: the optimising tier's code and compile memory kept about 40 MB more in the RSS and
 * made no measured difference to a cart write; a large scan or sort runs about 25 % slower
 * (decision 0025). The flag is process-wide and only PGlite runs WebAssembly here.
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  setFlagsFromString('--liftoff-only');
  return PGlite.create({ ...PGLITE_OPTIONS, ...options });
}

const PING: SQL = sql`select 1`;

/** Where PGlite keeps its files under DATA_DIR. */
export const pgliteDirOf = (dataDir: string): string => join(dataDir, 'pglite');

export async function openDatabase(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return postgresHandle(new pg.Pool(poolConfig(opts.databaseUrl, opts.pool)));
  if (opts.inMemory) return pgliteHandle(await createPglite());
  if (!opts.dataDir) throw new Error('openDatabase: give databaseUrl, dataDir or inMemory');
  const dir = pgliteDirOf(opts.dataDir);
  await mkdir(dir, { recursive: true });
  await createPgliteDataDir(dir);
  return pgliteHandle(await createPglite({ dataDir: dir }));
}

function poolConfig(connectionString: string, settings?: PoolSettings): pg.PoolConfig {
  if (!settings) return { connectionString };
  return {
    connectionString,
    max: settings.max,
    // Sent at connect: PostgreSQL itself cancels the statement, whichever code path ran it.
    statement_timeout: settings.statementTimeoutMs,
    idleTimeoutMillis: settings.idleTimeoutMs,
    connectionTimeoutMillis: settings.connectTimeoutMs,
  };
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db: Database = drizzlePglite({ client: drizzleClient(client), schema });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    ping: async () => {
      await db.execute(PING);
    },
    // One process per data directory: nobody to take turns with.
    runAlone: async (_lockKey, work) => {
      await work();
      return true;
    },
  };
}

export function postgresHandle(pool: pg.Pool): DatabaseHandle {
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash
  // the process. The pool replaces the client, so logging is enough.
  pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
  nameStatements(pool);
  const db: Database = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    ping: async () => {
      await db.execute(PING);
    },
    runAlone: (lockKey, work) => underTryLock(pool, lockKey, work),
  };
}

type QueryArgs = Parameters<pg.PoolClient['query']>;

/** Every connection of the pool runs a repeated parameterised statement by name (statement-names.ts). */
function nameStatements(pool: pg.Pool): void {
  const nameOf = createStatementNamer();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: QueryArgs[0], values?: unknown, callback?: unknown) => {
      const named = withName(config, values, nameOf);
      return callback === undefined ? query(named, values) : query(named, values, callback);
    }) as pg.PoolClient['query'];
  });
}

function withName(
  config: unknown,
  values: unknown,
  nameOf: ReturnType<typeof createStatementNamer>,
): unknown {
  const shape = typeof config === 'string' ? { text: config } : config;
  if (typeof shape !== 'object' || shape === null) return config;
  const { text, name, submit } = shape as { text?: unknown; name?: unknown; submit?: unknown };
  if (typeof text !== 'string' || name !== undefined || typeof submit === 'function') return config;
  const params = Array.isArray(values) ? values : (shape as { values?: unknown }).values;
  const statement = nameOf(text, Array.isArray(params) ? params.length : 0);
  return statement === undefined ? config : { ...shape, name: statement };
}

/**
 * A session advisory lock belongs to one connection: it is held on a dedicated client while
 * `work` runs on others, and it ends with that connection if the process dies mid-way.
 */
async function underTryLock(
  pool: pg.Pool,
  lockKey: string,
  work: () => Promise<void>,
): Promise<boolean> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock($1::bigint) as locked',
      [lockKey],
    );
    if (!rows[0]?.locked) return false;
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [lockKey]);
    }
    return true;
  } catch (err) {
    // Not knowing whether the lock is still held, drop the connection (and the lock with it).
    broken = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.release(broken);
  }
}
