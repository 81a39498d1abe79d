// Applies the committed migrations (src/db/migrations) at boot; already-applied ones are skipped
// (drizzle records them in drizzle.__drizzle_migrations).
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';
import { MIGRATIONS_DIR } from './migrations-dir';

type PgliteDb = Parameters<typeof migratePglite>[0];
type NodePgDb = Parameters<typeof migrateNodePg>[0];

export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder: string = MIGRATIONS_DIR,
): Promise<void> {
  // `handle.db` is typed driver-neutral; `kind` tells which driver built it.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDb, { migrationsFolder });
  } else {
    await migrateNodePg(handle.db as unknown as NodePgDb, { migrationsFolder });
  }
}
