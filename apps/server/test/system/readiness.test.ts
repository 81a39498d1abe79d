import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { REUSE_SUCCESS_MS } from '../../src/routes/system/health';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const onPostgres = process.env.TEST_DB === 'postgres';
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const probe = async (t: TestApp, url: '/healthz' | '/readyz') => {
  const res = await t.app.inject(url);
  return { status: res.statusCode, body: res.json() };
};

/** Past the time a check that found everything up answers later probes. */
const pastReuse = () => new Promise((resolve) => setTimeout(resolve, REUSE_SUCCESS_MS + 50));

/** Asks until `url` answers `status` (reconnects take a moment), or fails after `withinMs`. */
async function until(t: TestApp, url: '/healthz' | '/readyz', status: number, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await probe(t, url);
    if (answer.status === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('/healthz and /readyz follow the database', () => {
  let real: DatabaseHandle;
  let failing = false;
  let pings = 0;
  let held: Promise<void> = Promise.resolve();
  let t: TestApp;
  beforeAll(async () => {
    real = await createTestDatabase();
    const database: DatabaseHandle = {
      ...real,
      ping: async () => {
        pings += 1;
        await held;
        if (failing) throw new Error('connection refused');
        await real.ping();
      },
    };
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
    await real.close();
  });

  it('answers 200 with every check up, 503 while the database is down, 200 once it is back', async () => {
    const kind = onPostgres ? 'postgres' : 'pglite';
    expect(await probe(t, '/readyz')).toEqual({
      status: 200,
      body: { status: 'ok', database: kind, checks: { database: 'up', redis: 'off' } },
    });
    failing = true;
    await pastReuse();
    const down = {
      status: 'unavailable',
      database: kind,
      checks: { database: 'down', redis: 'off' },
    };
    expect(await probe(t, '/readyz')).toEqual({ status: 503, body: down });
    expect(await probe(t, '/healthz')).toEqual({ status: 503, body: down });
    failing = false;
    expect((await probe(t, '/readyz')).status).toBe(200);
    expect((await probe(t, '/healthz')).status).toBe(200);
  });

  it('asks the database once for probes that arrive together, reuses a success for a second, never a failure', async () => {
    await pastReuse();
    pings = 0;
    let release = () => {};
    held = new Promise((resolve) => {
      release = resolve;
    });
    const burst = Promise.all(Array.from({ length: 20 }, () => probe(t, '/healthz')));
    // Every probe reaches the handler while the first ping is held.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    expect((await burst).every((answer) => answer.status === 200)).toBe(true);
    expect(pings).toBe(1);
    // The database goes down: for the rest of that second, probes still hear it was up.
    failing = true;
    expect((await probe(t, '/healthz')).status).toBe(200);
    expect(pings).toBe(1);
    await pastReuse();
    expect((await probe(t, '/healthz')).status).toBe(503);
    expect((await probe(t, '/readyz')).status).toBe(503);
    expect(pings).toBe(3);
    failing = false;
    expect((await probe(t, '/healthz')).status).toBe(200);
    expect((await probe(t, '/readyz')).status).toBe(200);
    expect(pings).toBe(4);
  });
});

describe.skipIf(!onPostgres || !postgresUrl)('a real PostgreSQL outage', () => {
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    const server = new URL(postgresUrl ?? '');
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const viaProxy = new URL(server);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    database = await openDatabase({
      databaseUrl: viaProxy.toString(),
      pool: { max: 2, statementTimeoutMs: 15_000, idleTimeoutMs: 30_000, connectTimeoutMs: 1_000 },
    });
    t = await createTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    await proxy.close();
  });

  it('fails /readyz while PostgreSQL is unreachable and recovers without a restart', async () => {
    expect((await probe(t, '/readyz')).status).toBe(200);
    await proxy.cut();
    expect((await until(t, '/readyz', 503, 5_000)).body.checks.database).toBe('down');
    await proxy.restore();
    expect(await until(t, '/readyz', 200, 5_000)).toMatchObject({
      status: 200,
      body: { checks: { database: 'up' } },
    });
  });
});

describe.skipIf(!redisUrl)('a real Redis outage', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    const redis = new URL(redisUrl ?? '');
    proxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    const viaProxy = new URL(redis);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    t = await createTestApp({
      seed: false,
      env: { REDIS_URL: viaProxy.toString() },
      realtime: { redisKey: `readyz-${randomBytes(4).toString('hex')}` },
    });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('fails /readyz (not /healthz) while Redis is unreachable and recovers by itself', async () => {
    expect((await probe(t, '/readyz')).body.checks).toEqual({ database: 'up', redis: 'up' });
    await proxy.cut();
    const down = await until(t, '/readyz', 503, 5_000);
    expect(down).toMatchObject({
      status: 503,
      body: { checks: { database: 'up', redis: 'down' } },
    });
    expect(await probe(t, '/healthz')).toMatchObject({
      status: 200,
      body: { checks: { redis: 'down' } },
    });
    await proxy.restore();
    // The clients retry with a backoff of at most 5 s.
    expect(await until(t, '/readyz', 200, 10_000)).toMatchObject({
      status: 200,
      body: { checks: { redis: 'up' } },
    });
  });
});
