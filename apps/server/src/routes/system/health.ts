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
 * How long a check that found everything up answers later probes. A monitor or a load
 * balancer polling every few seconds still gets a fresh check each time; a burst of probes
 * (or a load test) costs one check a second, not one each: on the embedded database that
 * check is a query on the event loop (decision 0028). A check that found something down is
 * never reused, so a recovery shows at the next probe.
 */
export const REUSE_SUCCESS_MS = 1_000;

const allUp = (checks: THealth['checks']) => checks.database === 'up' && checks.redis !== 'down';

/**
 * Probes that arrive while a check is under way share its answer, and for REUSE_SUCCESS_MS
 * after a check that started with everything up, probes get that answer.
 */
function sharedChecks(deps: AppDeps): () => Promise<THealth['checks']> {
  let running: Promise<THealth['checks']> | null = null;
  let lastUp: { startedAt: number; checks: THealth['checks'] } | null = null;
  return () => {
    if (lastUp && Date.now() - lastUp.startedAt < REUSE_SUCCESS_MS) {
      return Promise.resolve(lastUp.checks);
    }
    if (running) return running;
    const startedAt = Date.now();
    running = dependencyChecks(deps)
      .then((checks) => {
        lastUp = allUp(checks) ? { startedAt, checks } : null;
        return checks;
      })
      .finally(() => {
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
  app.get('/readyz', { schema }, probe(allUp));
}
