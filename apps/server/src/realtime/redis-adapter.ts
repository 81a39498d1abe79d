import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';

const CONNECT_TIMEOUT_MS = 5_000;
const MAX_RECONNECT_DELAY_MS = 5_000;
const PING_TIMEOUT_MS = 2_000;

export interface RedisAdapterHandle {
  adapter: ReturnType<typeof createAdapter>;
  /** Both clients connected and Redis answering a PING within PING_TIMEOUT_MS (readiness). */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

/** The URL without its password, for messages that end up in logs. */
const redact = (url: string) => url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');

/**
 * Connects the pub/sub clients that carry Socket.IO broadcasts between server processes.
 * Unreachable at start: rejects at once with a clear message (the process must not serve a
 * realtime that silently reaches only its own guests). Lost later: reconnects with backoff,
 * reporting through `onError`; events published meanwhile reach only this process's sockets,
 * which the per-order `seq` lets clients detect.
 */
export async function connectRedisAdapter(
  url: string,
  opts: { key?: string; onError: (err: Error) => void },
): Promise<RedisAdapterHandle> {
  let connected = false;
  const pub = createClient({
    url,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Returning the cause (an Error) ends the attempt: connect() rejects instead of retrying.
      reconnectStrategy: (retries, cause) =>
        connected ? Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS) : cause,
    },
  });
  const sub = pub.duplicate();
  // node-redis throws an unhandled 'error' event otherwise; while connecting, connect() reports.
  for (const client of [pub, sub]) {
    client.on('error', (err: Error) => {
      if (connected) opts.onError(err);
    });
  }
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (err) {
    await Promise.allSettled([pub, sub].filter((c) => c.isOpen).map((c) => c.close()));
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`Cannot reach Redis at REDIS_URL ${redact(url)}: ${reason}`);
  }
  connected = true;
  return {
    adapter: createAdapter(pub, sub, opts.key ? { key: opts.key } : {}),
    isReady: async () => {
      // While reconnecting, node-redis queues commands instead of failing them: ask the
      // sockets' state first, then PING so a server that accepts but does not answer counts too.
      if (!pub.isReady || !sub.isReady) return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
      });
      const pong = pub.ping().then(
        (reply) => reply === 'PONG',
        () => false,
      );
      return Promise.race([pong, timeout]).finally(() => clearTimeout(timer));
    },
    close: async () => {
      connected = false;
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
