import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { manualClock } from '../../src/lib/clock';
import { createTestDatabase } from './test-db';

/** A fresh database (demo restaurant seeded unless told otherwise) behind a real app instance. */
export async function createTestApp(opts: { seed?: boolean } = {}) {
  const database = await createTestDatabase({ seed: opts.seed ?? true });
  const clock = manualClock('2026-03-10T12:00:00Z');
  const config = loadConfig({ NODE_ENV: 'test', DEMO_SEED: 'false', PORT: '3000' });
  const app = await buildApp({ config, database, clock });
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
