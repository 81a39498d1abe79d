import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { refuseDemoLogins } from './config/demo-logins';
import { loadConfig } from './config/env';
import { openDatabase, pgliteDirOf } from './db/client';
import { prepareDatabase } from './db/migrate';
import { hasPgliteData } from './db/pglite-data-dir';
import { PREPARE_ONLY_ARG, prepareInChild } from './db/prepare-in-child';
import { createPaymentGateways } from './integrations/payments/payment-gateways';
import { simulatedGateway } from './integrations/payments/simulated-gateway';
import { createSms } from './integrations/sms/create-sms';
import { systemClock } from './lib/clock';
import { boundHeapGrowth } from './lib/heap-growth';
import { createSecretBox } from './lib/secret-box';
import { createRealtimeServer } from './realtime/socket-server';
import { startMaintenance } from './services/maintenance/start-maintenance';
import { startSnoozeExpiry } from './services/maintenance/start-snooze-expiry';
import { brandSms } from './services/provider-settings/brand-sms';
import { loadSavedPaymentSettings } from './services/provider-settings/load-saved-payment-settings';
import { issueSetupTokenIfNoOwner } from './services/setup/issue-setup-token';
import { printStartBanner } from './start-banner';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  boundHeapGrowth();
  const config = loadConfig();
  const prepareOnly = process.argv.includes(PREPARE_ONLY_ARG);
  // A new PGlite database is migrated and seeded by a child first: what that costs would stay
  // in this process's memory for as long as it serves (decision 0024). The child runs this
  // module itself, whoever imported it (npm start's script does).
  if (!prepareOnly && !config.DATABASE_URL && !hasPgliteData(pgliteDirOf(config.DATA_DIR))) {
    await prepareInChild(fileURLToPath(import.meta.url));
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    pool: {
      max: config.DATABASE_POOL_MAX,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: config.DATABASE_IDLE_TIMEOUT_MS,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    },
  });
  const production = config.NODE_ENV === 'production';
  // loadConfig refuses DEMO_SEED in production, and seedDemo itself refuses it too.
  await prepareDatabase(database, { seed: config.DEMO_SEED && !production });
  if (prepareOnly) return database.close();
  if (production) await refuseDemoLogins(database.db);

  const logger = { level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info') };
  // Connects Redis when REDIS_URL is set, and throws (ending start) when it cannot.
  const realtime = await createRealtimeServer({ db: database.db, clock: systemClock, config });
  const { publisher } = realtime;
  const sms = createSms(config, {
    log: (line) => console.info(line),
    logError: (line) => console.error(line),
    now: () => systemClock.now(),
  });
  const simulated =
    config.NODE_ENV === 'production'
      ? null
      : simulatedGateway({ db: database.db, clock: systemClock });
  // Each brand's saved keys (decrypted with APP_SECRET) before the environment's defaults.
  const secretBox = createSecretBox(config.APP_SECRET);
  const settingsDeps = { db: database.db, secretBox, config };
  const app = await buildApp(
    {
      config,
      database,
      clock: systemClock,
      publisher,
      sms: brandSms({ ...settingsDeps, fallback: sms.port, logError: (l) => console.error(l) }),
      smsOutbox: sms.outbox,
      payments: createPaymentGateways({
        config,
        simulated,
        loadSaved: (tenantId) => loadSavedPaymentSettings(settingsDeps, tenantId),
      }),
      simulated,
      redisHealth: realtime.redisHealth,
    },
    { logger },
  );
  // Socket.IO at /realtime on Fastify's HTTP server; closed by app.close() below.
  realtime.attach(app);

  // Purges expired sessions, codes and keys; on PostgreSQL one process at a time does it.
  const stopMaintenance = startMaintenance({ database, clock: systemClock, log: app.log });
  // '86'd dishes come back by themselves: every few seconds, on every process.
  const stopSnoozeExpiry = startSnoozeExpiry({ db: database.db, publisher, log: app.log });

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
    // app.close(): new connections are refused and requests on open ones answered 503 (so a
    // proxy's /readyz check fails at once); requests under way finish. Node closes idle
    // keep-alive connections once, when closing starts; one busy then becomes idle after its
    // answer and would hold the close for the keep-alive timeout, so sweep again until closed.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(sweep);
    await stopMaintenance();
    await stopSnoozeExpiry();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  await printStartBanner(config, database);
  if (production) {
    const token = await issueSetupTokenIfNoOwner(database.db, systemClock);
    if (token) {
      console.info(
        `First-run setup: open ${config.PUBLIC_URL}/staff/setup?token=${token} (single use, expires in 24 hours)`,
      );
    }
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
