// Migrating and seeding costs seconds per database; copying a prepared one costs a fraction.
// So the run prepares the two variants (migrated, and migrated with the demo restaurant) once,
// before any test file starts, and every test database is a copy of one of them.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  createPglite,
  type DatabaseHandle,
  pgliteHandle,
  postgresHandle,
} from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDemo } from '../../src/db/seed/seed-demo';

/** Where the copies come from: PGlite data-dir dumps on disk, or PostgreSQL template databases. */
export type TPreparedDatabases =
  | { kind: 'pglite'; bare: string; seeded: string }
  | { kind: 'postgres'; serverUrl: string; bare: string; seeded: string };

export interface Prepared {
  sources: TPreparedDatabases;
  dispose: () => Promise<void>;
}

export async function preparePgliteDumps(): Promise<Prepared> {
  const dir = await mkdtemp(join(tmpdir(), 'tableside-test-db-'));
  const client = await createPglite();
  const sources = {
    kind: 'pglite',
    bare: join(dir, 'bare.tar'),
    seeded: join(dir, 'seeded.tar'),
  } as const;
  try {
    const handle = pgliteHandle(client);
    await migrateDatabase(handle);
    await writeFile(sources.bare, await dumpOf(client));
    await seedDemo(handle.db);
    await writeFile(sources.seeded, await dumpOf(client));
  } finally {
    await client.close();
  }
  return { sources, dispose: () => rm(dir, { recursive: true, force: true }) };
}

async function dumpOf(client: PGlite): Promise<Uint8Array> {
  return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
}

export async function preparePostgresTemplates(serverUrl: string): Promise<Prepared> {
  const prefix = `ts_template_${randomBytes(4).toString('hex')}`;
  const sources = {
    kind: 'postgres',
    serverUrl,
    bare: `${prefix}_bare`,
    seeded: `${prefix}_seeded`,
  } as const;
  const dispose = async () => {
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${sources.bare} WITH (FORCE)`);
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${sources.seeded} WITH (FORCE)`);
  };
  try {
    await admin(serverUrl, `CREATE DATABASE ${sources.bare}`);
    await withDatabase(serverUrl, sources.bare, migrateDatabase);
    await admin(serverUrl, `CREATE DATABASE ${sources.seeded} TEMPLATE ${sources.bare}`);
    await withDatabase(serverUrl, sources.seeded, (handle) => seedDemo(handle.db));
  } catch (err) {
    await dispose();
    throw err;
  }
  return { sources, dispose };
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// A template may have no open connection while it is copied, so this one closes before returning.
async function withDatabase(
  serverUrl: string,
  name: string,
  use: (handle: DatabaseHandle) => Promise<unknown>,
): Promise<void> {
  const handle = postgresHandle(
    new pg.Pool({ connectionString: databaseUrl(serverUrl, name), max: 1 }),
  );
  try {
    await use(handle);
  } finally {
    await handle.close();
  }
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
