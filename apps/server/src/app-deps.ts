import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';

/** What every route and service may use; built once by server.ts (or a test) and passed in. */
export interface AppDeps {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
}
