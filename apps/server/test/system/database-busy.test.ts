// An exhausted connection pool is overload, not a defect: 503 with Retry-After, not 500.
import { GUEST_ROUTES } from '@tableside/shared/contract/routes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/test-app';

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.TEST_DB !== 'postgres' || !postgresUrl)(
  'a pool with no free connection',
  () => {
    let database: DatabaseHandle;
    let t: TestApp;
    beforeAll(async () => {
      database = await openDatabase({
        databaseUrl: postgresUrl,
        pool: { max: 1, statementTimeoutMs: 15_000, idleTimeoutMs: 30_000, connectTimeoutMs: 300 },
      });
      t = await createTestApp({ database });
    });
    afterAll(async () => {
      await t.close();
      await database.close();
    });

    it('answers 503 with Retry-After while every connection is taken, and serves again after', async () => {
      // Started now (a query builder runs when it is awaited): it takes the pool's one connection.
      const holding = database.db.execute(sql`select pg_sleep(1.5)`).then(() => undefined);
      const res = await t.app.inject({ url: GUEST_ROUTES.tenant, query: { id: '1' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      // The body itself: error-handler.test.ts.
      expect(res.json()).toMatchObject({ error: 'Service Unavailable', statusCode: 503 });
      await holding;
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    });
  },
);
