import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';

/** A check that has not answered by then counts as down: a probe must answer quickly. */
const CHECK_TIMEOUT_MS = 2_000;

const ZChecks = z.object({
  database: z.enum(['up', 'down']),
  /** `off` without REDIS_URL (one process, nothing to carry between nodes). */
  redis: z.enum(['up', 'down', 'off']),
});

const ZHealth = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  checks: ZChecks,
});
type THealth = z.infer<typeof ZHealth>;

const answersInTime = async (check: () => Promise<unknown>): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  const answered = check().then(
    (result) => result !== false,
    () => false,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
};

async function dependencyChecks({ database, redisHealth }: AppDeps): Promise<THealth['checks']> {
  const [db, redis] = await Promise.all([
    answersInTime(() => database.ping()),
    redisHealth ? answersInTime(redisHealth) : null,
  ]);
  return { database: db ? 'up' : 'down', redis: redis === null ? 'off' : redis ? 'up' : 'down' };
}

/**
 * Probes that arrive while a check is under way share its answer: under a burst of probes (or
 * a load test) the database is asked once per round trip rather than once per request, and
 * no answer is older than the round trip that produced it.
 */
function sharedChecks(deps: AppDeps): () => Promise<THealth['checks']> {
  let running: Promise<THealth['checks']> | null = null;
  return () => {
    running ??= dependencyChecks(deps).finally(() => {
      running = null;
    });
    return running;
  };
}

/**
 * Nothing here throws: while the database or Redis is down the process stays up (the pool and
 * the Redis clients reconnect by themselves) and the probes say so until they are back.
 */
export function healthRoutes(app: AppFastify, deps: AppDeps) {
  const schema = { hide: true, response: { 200: ZHealth, 503: ZHealth } };
  const checkDependencies = sharedChecks(deps);
  const probe =
    (healthy: (checks: THealth['checks']) => boolean) =>
    async (_req: unknown, reply: { code(status: number): unknown }): Promise<THealth> => {
      const checks = await checkDependencies();
      const ok = healthy(checks);
      reply.code(ok ? 200 : 503);
      return { status: ok ? 'ok' : 'unavailable', database: deps.database.kind, checks };
    };

  // For monitors: 503 while the database does not answer; Redis is reported.
  app.get(
    '/healthz',
    { schema },
    probe((c) => c.database === 'up'),
  );
  // For a load balancer: route here only while every dependency answers. While the process
  // shuts down, Fastify itself answers 503 (return503OnClosing) until the port closes.
  app.get(
    '/readyz',
    { schema },
    probe((c) => c.database === 'up' && c.redis !== 'down'),
  );
}
