import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import type { DatabaseHandle } from '../../src/db/client';
import { createPaymentGateways } from '../../src/integrations/payments/payment-gateways';
import type { GatewayIo } from '../../src/integrations/payments/payment-port';
import { simulatedGateway } from '../../src/integrations/payments/simulated-gateway';
import { consoleSms } from '../../src/integrations/sms/console-sms';
import { manualClock } from '../../src/lib/clock';
import { createSecretBox } from '../../src/lib/secret-box';
import { type EventPublisher, recordingPublisher } from '../../src/realtime/publisher';
import { createRealtimeServer } from '../../src/realtime/socket-server';
import { brandSms } from '../../src/services/provider-settings/brand-sms';
import { loadSavedPaymentSettings } from '../../src/services/provider-settings/load-saved-payment-settings';
import { createTestDatabase } from './test-db';

export interface TestAppOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /**
   * Also serve Socket.IO: the app listens on 127.0.0.1 at a free port (`url`) and events reach
   * sockets as well as `events`. With REDIS_URL in `env`, `redisKey` keeps this test's Redis
   * channels apart from other test runs'.
   */
  realtime?: boolean | { redisKey: string };
  /** Run on another test app's database (a second server process); close() leaves it open. */
  database?: DatabaseHandle;
  /** How adapters reach a provider's (fake) API: e.g. a short timeout. */
  gatewayIo?: Partial<GatewayIo>;
}

/**
 * A fresh database (demo restaurant seeded unless told otherwise) behind a real app instance,
 * with a clock the test moves, the events it published, and the SMS it sent.
 */
export async function createTestApp(opts: TestAppOptions = {}) {
  const database = opts.database ?? (await createTestDatabase({ seed: opts.seed ?? true }));
  const clock = manualClock('2026-03-10T12:00:00Z');
  const config = loadConfig({ NODE_ENV: 'test', DEMO_SEED: 'false', PORT: '3000', ...opts.env });
  const recording = recordingPublisher();
  const realtime = opts.realtime
    ? await createRealtimeServer({
        db: database.db,
        clock,
        config,
        redisKey: typeof opts.realtime === 'object' ? opts.realtime.redisKey : undefined,
      })
    : null;
  const publisher: EventPublisher = realtime
    ? {
        publish(room, event, payload) {
          recording.publish(room, event, payload);
          realtime.publisher.publish(room, event, payload);
        },
        leave(members, rooms) {
          recording.leave(members, rooms);
          realtime.publisher.leave(members, rooms);
        },
      }
    : recording;
  const sms = consoleSms(() => {}, clock.now);
  const simulated =
    config.NODE_ENV === 'production' ? null : simulatedGateway({ db: database.db, clock });
  const settingsDeps = { db: database.db, secretBox: createSecretBox(config.APP_SECRET), config };
  const app = await buildApp({
    config,
    database,
    clock,
    publisher,
    sms: brandSms({ ...settingsDeps, fallback: sms.port, logError: () => {} }),
    smsOutbox: sms.outbox,
    payments: createPaymentGateways({
      config,
      simulated,
      io: opts.gatewayIo,
      loadSaved: (tenantId) => loadSavedPaymentSettings(settingsDeps, tenantId),
    }),
    simulated,
    redisHealth: realtime?.redisHealth,
  });
  realtime?.attach(app);
  await app.ready();
  const url = realtime ? await app.listen({ host: '127.0.0.1', port: 0 }) : undefined;
  return {
    app,
    database,
    db: database.db,
    clock,
    events: recording.events,
    /** Rooms the sockets of a room were told to leave, in order. */
    roomsLeft: recording.left,
    publisher,
    /** Base URL of the listening server (only with `realtime`). */
    url,
    outbox: sms.outbox,
    close: async () => {
      await app.close();
      if (!opts.database) await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * One app shared by the tests of a file (or of the describe block that calls this): created
 * before the first test and closed after the last. The object is filled in by that first
 * hook, so read it only inside tests and hooks.
 */
export function useTestApp(opts: TestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(opts));
  });
  afterAll(() => t.close());
  return t;
}
