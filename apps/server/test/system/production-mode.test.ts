// NODE_ENV=production refuses every demo convenience (issue 11 part 1, decision 0008).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SYSTEM_ROUTES } from '@tableside/shared/contract/routes';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoLoginsIn, refuseDemoLogins } from '../../src/config/demo-logins';
import { ConfigError, loadConfig } from '../../src/config/env';
import type { DatabaseHandle } from '../../src/db/client';
import { staffUsers } from '../../src/db/schema/index';
import { DEMO_STAFF, seedDemo } from '../../src/db/seed/seed-demo';
import { hashPassword } from '../../src/lib/password';
import { appDistDir, serverRoot } from '../../src/lib/paths';
import { demoModeParts, printStartBanner } from '../../src/start-banner';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-db';
import { SAFE_PRODUCTION_ENV } from './production-env';

const refusal = (env: Record<string, string | undefined>): string => {
  try {
    loadConfig(env as NodeJS.ProcessEnv);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
};
const problemLines = (message: string) => message.split('\n').filter((l) => l.startsWith('  '));

describe('production configuration', () => {
  it.each([
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: undefined }, 'set PAYMENT_PROVIDER=stripe'],
    ['PAYMENT_PROVIDER', { PAYMENT_PROVIDER: 'simulated' }, 'without paying'],
    ['SMS_PROVIDER', { SMS_PROVIDER: undefined }, 'set SMS_PROVIDER=twilio'],
    ['SMS_PROVIDER', { SMS_PROVIDER: 'console' }, 'only writes codes to the log'],
    ['PUBLIC_URL', { PUBLIC_URL: undefined }, 'is required in production; set PUBLIC_URL'],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://order.example.com' }, 'must be https'],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://192.168.1.10:3000' }, 'must be https'],
    ['APP_SECRET', { APP_SECRET: undefined }, 'openssl rand -base64 48'],
    ['APP_SECRET', { APP_SECRET: 'a'.repeat(31) }, 'at least 32 characters'],
    ['DEMO_SEED', { DEMO_SEED: 'true' }, 'set DEMO_SEED=false'],
    ['DEMO_SEED', { DEMO_SEED: '1' }, 'demo users'],
  ])('refuses %s (%o) with its fix', (key, change, fix) => {
    const message = refusal({ ...SAFE_PRODUCTION_ENV, ...change });
    const lines = problemLines(message);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^  ${key}: `));
    expect(lines[0]).toContain(fix);
  });

  it('lists every problem at once', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toContain('Not safe for production (NODE_ENV=production)');
    expect(problemLines(message).map((l) => l.trim().split(':')[0])).toEqual([
      'PAYMENT_PROVIDER',
      'SMS_PROVIDER',
      'PUBLIC_URL',
      'APP_SECRET',
    ]);
  });

  it('lists production problems beside a setting that does not parse', () => {
    const message = refusal({ NODE_ENV: 'production', PORT: 'eighty', DEMO_SEED: 'yes' });
    expect(message).toContain('Invalid environment:\n  PORT: ');
    expect(message).toContain('  DEMO_SEED: ');
    expect(message).toContain('  APP_SECRET: ');
  });

  it('never prints a value, secret or not', () => {
    const secret = 'short-but-secret-value';
    const message = refusal({
      ...SAFE_PRODUCTION_ENV,
      APP_SECRET: secret,
      PUBLIC_URL: 'http://secret-host.example.com',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: undefined,
    });
    expect(problemLines(message)).toHaveLength(3);
    for (const value of [secret, 'secret-host', SAFE_PRODUCTION_ENV.TWILIO_AUTH_TOKEN]) {
      expect(message).not.toContain(value);
    }
  });

  it('accepts a safe production environment, with demo data off by default', () => {
    const { DEMO_SEED: _, ...withoutDemoSeed } = SAFE_PRODUCTION_ENV;
    for (const env of [SAFE_PRODUCTION_ENV, withoutDemoSeed]) {
      const config = loadConfig(env);
      expect(config.DEMO_SEED).toBe(false);
      expect(config.APP_SECRET).toBe(SAFE_PRODUCTION_ENV.APP_SECRET);
      expect(config.PUBLIC_URL).toBe('https://order.example.com');
    }
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])(
    'accepts plain http on the loopback host %s',
    (url) => {
      expect(loadConfig({ ...SAFE_PRODUCTION_ENV, PUBLIC_URL: url }).PUBLIC_URL).toBe(url);
    },
  );

  it('keeps every demo convenience in development, with a fixed APP_SECRET', () => {
    const config = loadConfig({});
    expect(config.APP_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ NODE_ENV: 'test' }).APP_SECRET).toBe(config.APP_SECRET);
    expect(config.DEMO_SEED).toBe(true);
    expect(demoModeParts(config)).toEqual(['simulated payments', 'SMS in the log', 'demo users']);
    expect(() => loadConfig({ APP_SECRET: 'too-short' })).toThrow(/APP_SECRET: must be at least/);
  });

  it('makes the server exit non-zero with the list', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverRoot(),
      env: { PATH: process.env.PATH, NODE_ENV: 'production', APP_SECRET: 'leaked-if-printed' },
    });
    const failure = await run.then(
      () => null,
      (err: { code: number; stderr: string; stdout: string }) => err,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('  PAYMENT_PROVIDER: ');
    expect(failure?.stderr).toContain('  APP_SECRET: must be at least 32 characters');
    expect(`${failure?.stdout}${failure?.stderr}`).not.toContain('leaked-if-printed');
  }, 30_000);
});

describe('the start banner', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterAll(() => database.close());

  it('says DEMO MODE in development, and nothing of the kind in production', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await printStartBanner(loadConfig({}), database);
      await printStartBanner(loadConfig(SAFE_PRODUCTION_ENV), database);
      const [dev, prod] = info.mock.calls.map((c) => String(c[0]));
      expect(dev).toContain('\nDEMO MODE: simulated payments, SMS in the log, demo users\n');
      expect(prod).not.toContain('DEMO MODE');
      expect(prod).not.toContain('demo1234');
    } finally {
      info.mockRestore();
    }
  });

  it('gives the guest links on the LAN address with a QR code in development only', async () => {
    const interfaces = {
      wlan0: [{ address: '192.168.1.20', family: 'IPv4', internal: false }],
    } as unknown as Parameters<typeof printStartBanner>[2];
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await printStartBanner(loadConfig({}), database, interfaces);
      await printStartBanner(loadConfig(SAFE_PRODUCTION_ENV), database, interfaces);
      const [dev, prod] = info.mock.calls.map((c) => String(c[0]));
      expect(dev).toMatch(/ {2}Table \S+ +http:\/\/192\.168\.1\.20:3000\/\?brandId=\d+&branchId=/);
      expect(dev).toContain('Scan to open Table ');
      expect(dev).toContain('▀');
      expect(prod).not.toContain('192.168.1.20');
      expect(prod).not.toContain('Scan to open');
    } finally {
      info.mockRestore();
    }
  });
});

describe('demo logins in a production database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
  });
  afterAll(() => database.close());

  it('refuses every active demo user that still has the demo password, then none', async () => {
    const all = DEMO_STAFF.map((s) => s.username).sort();
    expect(await demoLoginsIn(database.db)).toEqual(all);
    await expect(refuseDemoLogins(database.db)).rejects.toThrow(/demo users .*manager.*password/);

    const others = all.filter((u) => u !== 'waiter' && u !== 'kitchen');
    await database.db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword('a new and long password') })
      .where(inArray(staffUsers.username, others));
    await database.db
      .update(staffUsers)
      .set({ active: false })
      .where(eq(staffUsers.username, 'kitchen'));
    expect(await demoLoginsIn(database.db)).toEqual(['waiter']);
    await expect(refuseDemoLogins(database.db)).rejects.toThrow(
      /the demo users waiter still sign in[\s\S]*WHERE username IN \('waiter'\)/,
    );

    await database.db
      .update(staffUsers)
      .set({ active: false })
      .where(eq(staffUsers.username, 'waiter'));
    await expect(refuseDemoLogins(database.db)).resolves.toBeUndefined();
  });

  it('seedDemo refuses to run with NODE_ENV=production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      await expect(seedDemo(database.db)).rejects.toThrow(/NODE_ENV=production/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

const SESSION = `sim_${'a'.repeat(24)}`;
const routeNotFound = (method: string, url: string) => ({
  message: `Route ${method} ${url} not found`,
  error: 'Not Found',
  statusCode: 404,
});

/** One built source map per app, as its URL (the apps are built by `npm run build`). */
function sourceMapUrls(): string[] {
  return (['guest', 'staff'] as const).flatMap((name) => {
    const assets = join(appDistDir(name), 'assets');
    if (!existsSync(assets)) return [];
    const map = readdirSync(assets).find((f) => f.endsWith('.js.map'));
    return map ? [`${name === 'staff' ? '/staff' : ''}/assets/${map}`] : [];
  });
}

describe.each([
  ['production', SAFE_PRODUCTION_ENV, true],
  ['development', { NODE_ENV: 'development' }, false],
])('a %s app', (_mode, env, production) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env });
  });
  afterAll(() => t.close());

  it(`${production ? 'has no' : 'has the'} dev SMS outbox`, async () => {
    for (const url of [
      SYSTEM_ROUTES.smsOutbox,
      `${SYSTEM_ROUTES.smsOutbox}?phoneNo=%2B919876543210`,
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'application/json' } });
      if (production) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(routeNotFound('GET', SYSTEM_ROUTES.smsOutbox));
      } else {
        expect(res.statusCode).toBe(200);
      }
    }
  });

  it(`${production ? 'has no' : 'has the'} simulated gateway page`, async () => {
    const url = `/v1/payments/simulated/${SESSION}`;
    const get = await t.app.inject({ url, headers: { accept: 'text/html' } });
    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=CHARGED',
    });
    for (const [res, method] of [
      [get, 'GET'],
      [post, 'POST'],
    ] as const) {
      expect(res.statusCode).toBe(404);
      if (production) expect(res.json()).toEqual(routeNotFound(method, url));
      // Outside production the page itself answers: no such session.
      else expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  const maps = sourceMapUrls();
  it.skipIf(maps.length < 2)(
    `${production ? 'hides' : 'serves'} the apps' source maps`,
    async () => {
      for (const url of maps) {
        for (const path of [url, url.replace(/\.map$/, '%2Emap')]) {
          const res = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
          expect(res.statusCode, path).toBe(production ? 404 : 200);
        }
      }
    },
  );
});
