// A fresh, migrated database per call, copied from the ones the run prepared
// (test/setup/prepare-databases.ts): a throwaway PostgreSQL database, dropped on close, when
// TEST_DB=postgres, else in-memory PGlite.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import {
  createPglite,
  type DatabaseHandle,
  pgliteHandle,
  postgresHandle,
} from '../../src/db/client';
import { admin, databaseUrl } from './prepared-databases';
import { guardQueryOverlap } from './query-overlap-guard';

export interface TestDatabaseOptions {
  /** With the demo restaurant (seedDemo). */
  seed?: boolean;
}

export function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const sources = inject('preparedDatabases');
  const variant = opts.seed ? 'seeded' : 'bare';
  return sources.kind === 'postgres'
    ? copyPostgres(sources.serverUrl, sources[variant])
    : copyPglite(sources[variant]);
}

// Each test file reads a dump once, however many databases it opens.
const dumps = new Map<string, Promise<Blob>>();

async function copyPglite(dumpPath: string): Promise<DatabaseHandle> {
  let dump = dumps.get(dumpPath);
  if (!dump) {
    dump = readFile(dumpPath).then((bytes) => new Blob([bytes]));
    dumps.set(dumpPath, dump);
  }
  const loadDataDir = await dump;
  return pgliteHandle(await createPglite({ loadDataDir }));
}

async function copyPostgres(serverUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `ts_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 4 });
  const guard = guardQueryOverlap(pool);
  const handle = postgresHandle(pool);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      guard.check();
    },
  };
}
