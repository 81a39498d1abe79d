import type { AppDeps } from '../app-deps';
import type { AppFastify } from '../http/types';
import { publicLookupRoutes } from './public/lookups';
import { healthRoutes } from './system/health';
import { openApiRoutes } from './system/openapi';

/** The one list of route modules; each is a function of the app and its dependencies. */
export async function registerRoutes(app: AppFastify, deps: AppDeps): Promise<void> {
  healthRoutes(app, deps);
  openApiRoutes(app);
  publicLookupRoutes(app, deps);
}
