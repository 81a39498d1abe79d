import { type AppConfig, loadConfig } from '../config/env';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/**
 * The command-line tools' database: the one the server's environment names, migrated first
 * (on PostgreSQL under the server's advisory lock), closed after `work` however it ends.
 */
export async function withMigratedDatabase<T>(
  work: (database: DatabaseHandle, config: AppConfig) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await migrateDatabase(database);
    return await work(database, config);
  } finally {
    await database.close();
  }
}
