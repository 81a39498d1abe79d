import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestOptions } from '@playwright/test';

// Journeys against the real built server (apps/server/dist, serving the built guest app) on
// a fresh embedded database, in Debian's Chromium with phone emulation.

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// With both set (CI), phone-360 walks the same journeys on a second server on PostgreSQL and
// Redis (e2e/support/pg-server.mjs), beside phone-390 on the embedded database: no extra time.
const ON_POSTGRES = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const PG_PORT = Number(process.env.E2E_PG_PORT ?? 3211);
const PG_BASE_URL = `http://127.0.0.1:${PG_PORT}`;
const CI = process.env.CI === 'true' || process.env.CI === '1';
const REPO_ROOT = path.resolve(import.meta.dirname, '..');

/**
 * One empty DATA_DIR per run. The runner evaluates this file again in every worker process;
 * the variable set here is inherited by them, so only the runner creates (and removes) it.
 */
function runDataDir(): string {
  const existing = process.env.E2E_DATA_DIR;
  if (existing) return existing;
  const dir = mkdtempSync(path.join(tmpdir(), 'tableside-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  // The runner exits after it has stopped the web server, so nothing still writes here.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A mid-range Android phone: touch, mobile viewport meta, 2x pixels. */
const phone = (width: number, height: number): Partial<PlaywrightTestOptions> => ({
  viewport: { width, height },
  screen: { width, height },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
});

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // The journeys share one server and its tables; two cores leave no room for parallel browsers.
  workers: 1,
  fullyParallel: false,
  forbidOnly: CI,
  // One retry in CI, so a one-off hiccup of a shared runner still leaves its trace behind;
  // locally a failure should be looked at, not retried away.
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // Animations off (the app honours it): screenshots and axe see settled screens.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone-390', use: phone(390, 844) },
    {
      name: 'phone-360',
      use: { ...phone(360, 740), ...(ON_POSTGRES ? { baseURL: PG_BASE_URL } : {}) },
    },
  ],
  webServer: [
    {
      command: 'node apps/server/dist/server.js',
      cwd: REPO_ROOT,
      url: `${BASE_URL}/healthz`,
      reuseExistingServer: false,
      // Migrations and the demo seed on a new embedded database take about 10 s.
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...serverEnv(PORT, BASE_URL),
        DATA_DIR: runDataDir(),
        // The server reads an empty value as unset: never a developer's PostgreSQL or Redis.
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    },
    ...(ON_POSTGRES
      ? [
          {
            // Creates its own database on TEST_DATABASE_URL and drops it when stopped.
            command: 'node e2e/support/pg-server.mjs',
            cwd: REPO_ROOT,
            url: `${PG_BASE_URL}/healthz`,
            reuseExistingServer: false,
            timeout: 60_000,
            // Time for the server's own graceful stop, then the launcher's DROP DATABASE.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            env: serverEnv(PG_PORT, PG_BASE_URL),
          },
        ]
      : []),
  ],
});

/** What both journey servers run with: a demo restaurant, SMS codes in the dev outbox. */
function serverEnv(port: number, publicUrl: string): Record<string, string> {
  return {
    ...stringEnv(process.env),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: publicUrl,
    // Not production: the console SMS adapter keeps the dev outbox the tests read OTPs from.
    NODE_ENV: 'test',
    DEMO_SEED: 'true',
    SMS_PROVIDER: 'console',
    LOG_LEVEL: 'warn',
  };
}

/** process.env without its unset entries (webServer.env takes strings only). */
function stringEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
