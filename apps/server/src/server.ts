import { buildApp } from './app';
import { loadConfig } from './config/env';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDemo } from './db/seed/seed-demo';
import { systemClock } from './lib/clock';
import { printStartBanner } from './start-banner';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await migrateDatabase(database);
  if (config.DEMO_SEED) await seedDemo(database.db);

  const app = await buildApp(
    { config, database, clock: systemClock },
    {
      logger: {
        level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info'),
      },
    },
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  await printStartBanner(config, database);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
