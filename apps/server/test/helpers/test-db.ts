// A fresh, migrated database per call: PostgreSQL when TEST_DB=postgres (a throwaway database
// on TEST_DATABASE_URL's server, dropped on close), else in-memory PGlite.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  type DatabaseHandle,
  PGLITE_EXTENSIONS,
  pgliteHandle,
  postgresHandle,
} from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDemo } from '../../src/db/seed/seed-demo';
import { guardQueryOverlap } from './query-overlap-guard';

export interface TestDatabaseOptions {
  /** Seed the demo restaurant (seedDemo). */
  seed?: boolean;
}

export function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  return process.env.TEST_DB === 'postgres' ? createPostgres(opts) : createPglite(opts);
}

async function prepare(handle: DatabaseHandle, opts: TestDatabaseOptions): Promise<void> {
  await migrateDatabase(handle);
  if (opts.seed) await seedDemo(handle.db);
}

// Starting PGlite and migrating takes seconds; loading a dump of an already prepared database
// takes a fraction of that. So each worker prepares once per variant and clones the dump.
const snapshots = new Map<boolean, Promise<Blob>>();

function snapshot(opts: TestDatabaseOptions): Promise<Blob> {
  const seed = opts.seed ?? false;
  let dump = snapshots.get(seed);
  if (!dump) {
    dump = (async () => {
      const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      try {
        await prepare(pgliteHandle(client), { seed });
        return await client.dumpDataDir('none');
      } finally {
        await client.close();
      }
    })();
    snapshots.set(seed, dump);
  }
  return dump;
}

async function createPglite(opts: TestDatabaseOptions): Promise<DatabaseHandle> {
  const loadDataDir = await snapshot(opts);
  return pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir }));
}

async function createPostgres(opts: TestDatabaseOptions): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `ts_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  const guard = guardQueryOverlap(pool);
  const handle = postgresHandle(pool);
  const drop = async () => {
    await handle.close();
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await prepare(handle, opts);
  } catch (err) {
    await drop();
    throw err;
  }
  return {
    ...handle,
    close: async () => {
      await drop();
      guard.check();
    },
  };
}

/** Runs one statement on the PostgreSQL server itself (CREATE or DROP DATABASE). */
export async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
