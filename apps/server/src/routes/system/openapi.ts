import type { AppFastify } from '../../http/types';

export function openApiRoutes(app: AppFastify) {
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
