import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { AppConfig } from '../config/env';
import type { Database } from '../db/client';
import type { AppFastify } from '../http/types';
import type { Clock } from '../lib/clock';
import type { EventPublisher } from './publisher';
import type { RedisAdapterHandle } from './redis-adapter';
import { sameOriginOnly } from './same-origin';
import { socketPublisher } from './socket-publisher';
import { serveSocket } from './socket-session';
import type { RealtimeIo } from './socket-types';

export const REALTIME_PATH = '/realtime';

export interface RealtimeServer {
  io: RealtimeIo;
  publisher: EventPublisher;
  /** Serves Socket.IO on the app's HTTP server and closes with the app; call before ready(). */
  attach(app: AppFastify): void;
  /** Whether Redis carries broadcasts now (/readyz); absent without REDIS_URL. */
  redisHealth?: () => Promise<boolean>;
}

/**
 * The Socket.IO server and its publisher. Created before buildApp (services need the
 * publisher), attached to Fastify's HTTP server after it. With REDIS_URL, broadcasts travel
 * through Redis to every server process; Redis unreachable now rejects (fail fast at start).
 */
export async function createRealtimeServer(deps: {
  db: Database;
  clock: Clock;
  config: Pick<AppConfig, 'NODE_ENV' | 'REDIS_URL' | 'PUBLIC_URL'>;
  /** Prefix of the Redis pub/sub channels; tests isolate concurrent runs with it. */
  redisKey?: string;
}): Promise<RealtimeServer> {
  const { db, clock, config } = deps;
  // Until attach() hands over the app's logger, Redis trouble goes to stderr.
  let log: FastifyBaseLogger | null = null;
  let redis: RedisAdapterHandle | null = null;
  if (config.REDIS_URL) {
    // Loaded only here: a single process never pays the Redis client's memory (~20 MB).
    const { connectRedisAdapter } = await import('./redis-adapter');
    redis = await connectRedisAdapter(config.REDIS_URL, {
      key: deps.redisKey,
      onError: (err) =>
        log ? log.error({ err }, 'realtime: Redis error') : console.error(`Redis: ${err.message}`),
    });
  }

  const io: RealtimeIo = new Server({
    path: REALTIME_PATH,
    serveClient: false,
    // No `cors`: browsers may then only poll from our own origin; allowRequest covers sockets.
    allowRequest: sameOriginOnly(config.PUBLIC_URL),
    // Clients only send subscribe requests: a few hundred bytes.
    maxHttpBufferSize: 16 * 1024,
    // Phones on a weak 4G link stall for seconds: a 25 s ping with 30 s to answer drops a
    // dead connection within a minute without dropping a slow one.
    pingInterval: 25_000,
    pingTimeout: 30_000,
    connectTimeout: 45_000,
    ...(redis ? { adapter: redis.adapter } : {}),
  });

  return {
    io,
    publisher: socketPublisher(io, { checkEvents: config.NODE_ENV !== 'production' }),
    ...(redis ? { redisHealth: redis.isReady } : {}),
    attach(app) {
      log = app.log;
      io.attach(app.server);
      io.on('connection', (socket) => serveSocket(socket, { db, clock, log: app.log }));
      // Open sockets would hold the HTTP server's close. Close their transports, not their
      // Socket.IO sessions: `disconnectSockets(true)` first sends each client a DISCONNECT
      // packet, whose reason 'io server disconnect' tells the client NOT to reconnect, while a
      // closed transport reads as 'transport close', after which the client reconnects with
      // backoff, through the proxy, to a process still running.
      app.addHook('preClose', async () => {
        io.engine.close();
      });
      app.addHook('onClose', async () => {
        await io.close();
        await redis?.close();
      });
    },
  };
}
