import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppFastify } from '../../http/types';

const ZHealth = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export function healthRoutes(app: AppFastify, { database }: AppDeps) {
  app.get('/healthz', { schema: { hide: true, response: { 200: ZHealth } } }, async () => {
    // 200 only when the database answers; a failure falls through to the 500 handler.
    await database.ping();
    return { status: 'ok' as const, database: database.kind };
  });
}
