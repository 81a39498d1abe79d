// `npm run migrate`: applies pending migrations once and exits, for upgrades (README "Going
// live"). Same environment as the server; on PostgreSQL it takes the same advisory lock, so it
// is safe beside a running or starting server. PGlite allows one process per data directory:
// there the server migrates at start instead.
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await migrateDatabase(database);
    console.info(`Migrations applied (database: ${database.kind}).`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
