// Applies the committed migrations (src/db/migrations) at boot; already-applied ones are skipped
// (drizzle records them in drizzle.__drizzle_migrations).
//
// On PostgreSQL several processes may start at once (an upgrade restarting two instances, or
// `npm run migrate` beside a running server): a session advisory lock makes them take turns,
// so each migration runs once and the seed never runs twice. PGlite is one process: no lock.
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { DatabaseHandle } from './client';
import { MIGRATIONS_DIR } from './migrations-dir';
import { seedDemo } from './seed/seed-demo';

type PgliteDb = Parameters<typeof migratePglite>[0];
type NodePgDb = Parameters<typeof migrateNodePg>[0];

/** Any fixed 64-bit number, the same in every Tableside process ("tablesid" in ASCII). */
const MIGRATION_LOCK_KEY = '8386092198838626660';

export function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder: string = MIGRATIONS_DIR,
): Promise<void> {
  return underMigrationLock(handle, () => migrateUnlocked(handle, migrationsFolder));
}

/** Migrates, then seeds the demo restaurant when asked: both under one lock on PostgreSQL. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  opts: { seed: boolean },
): Promise<void> {
  return underMigrationLock(handle, async () => {
    await migrateUnlocked(handle, MIGRATIONS_DIR);
    if (opts.seed) await seedDemo(handle.db);
  });
}

function migrateUnlocked(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  // `handle.db` is typed driver-neutral; `kind` tells which driver built it.
  return handle.kind === 'pglite'
    ? migratePglite(handle.db as unknown as PgliteDb, { migrationsFolder })
    : migrateNodePg(handle.db as unknown as NodePgDb, { migrationsFolder });
}

async function underMigrationLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  // A session lock belongs to one connection: hold it on a dedicated client of the pool while
  // the work runs on others.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
