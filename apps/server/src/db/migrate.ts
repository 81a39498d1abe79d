// Applies the committed migrations (src/db/migrations) at boot; already-applied ones are skipped
// (drizzle records them in drizzle.__drizzle_migrations).
//
// On PostgreSQL several processes may start at once (an upgrade restarting two instances, or
// `npm run migrate` beside a running server): a session advisory lock makes them take turns,
// so each migration runs once and the seed never runs twice. PGlite is one process: no lock.
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import type { DatabaseHandle } from './client';
import { MIGRATIONS_DIR } from './migrations-dir';
import { seedDemo } from './seed/seed-demo';

type PgliteDb = Parameters<typeof migratePglite>[0];

/** Any fixed 64-bit number, the same in every Tableside process ("tablesid" in ASCII). */
const MIGRATION_LOCK_KEY = '8386092198838626660';

export function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder: string = MIGRATIONS_DIR,
): Promise<void> {
  return underMigrationLock(handle, (client) => migrateUnlocked(handle, client, migrationsFolder));
}

/** Migrates, then seeds the demo restaurant when asked: both under one lock on PostgreSQL. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  opts: { seed: boolean },
): Promise<void> {
  return underMigrationLock(handle, async (client) => {
    await migrateUnlocked(handle, client, MIGRATIONS_DIR);
    if (opts.seed) await seedDemo(handle.db);
  });
}

function migrateUnlocked(
  handle: DatabaseHandle,
  client: pg.PoolClient | null,
  migrationsFolder: string,
): Promise<void> {
  // `handle.db` is typed driver-neutral; `kind` tells which driver built it.
  if (handle.kind === 'pglite' || !client) {
    return migratePglite(handle.db as unknown as PgliteDb, { migrationsFolder });
  }
  // On the lock's own connection, where no statement timeout cuts a long migration short.
  return migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
}

async function underMigrationLock<T>(
  handle: DatabaseHandle,
  work: (client: pg.PoolClient | null) => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') return work(null);
  // A session lock belongs to one connection: hold it on a dedicated client of the pool. The
  // pool's statement timeout would end the wait behind another process's long migration, and
  // the migration itself: this connection has none while it holds the lock.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.query('reset statement_timeout').catch(() => undefined);
    client.release();
  }
}
