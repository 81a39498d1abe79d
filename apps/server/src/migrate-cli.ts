// `npm run migrate`: applies pending migrations once and exits, for upgrades (README "Going
// live"). Same environment as the server; on PostgreSQL it takes the same advisory lock, so it
// is safe beside a running or starting server. PGlite allows one process per data directory:
// there the server migrates at start instead.
import { withMigratedDatabase } from './cli/with-migrated-database';

async function main() {
  await withMigratedDatabase(async (database) => {
    console.info(`Migrations applied (database: ${database.kind}).`);
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
