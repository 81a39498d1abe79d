import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { BrowserContextOptions, TestInfo } from '@playwright/test';
import pg from 'pg';
// @ts-expect-error plain ESM fakes shared with the server tests, typed by JSDoc
import { startFakeStripe } from '../../test-support/fake-stripe.mjs';
// @ts-expect-error plain ESM fakes shared with the server tests, typed by JSDoc
import { startFakeTwilio } from '../../test-support/fake-twilio.mjs';
import { freePort } from './free-port';
// @ts-expect-error plain ESM shared with the journeys' launcher, typed by JSDoc
import { createRunDatabase } from './pg-database.mjs';

// A production-mode server as an operator starts one: NODE_ENV=production on an EMPTY
// PostgreSQL database, Stripe for payments and Twilio for SMS (both local fakes of their
// HTTP APIs, since nothing may reach the internet), no demo anything. The journey reads the
// first-run setup link from the server's log, as the operator does.

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const TWILIO = { accountSid: `AC${'0'.repeat(32)}`, authToken: 'fake-twilio-auth-token-e2e' };
const STRIPE = {
  secretKey: `sk_test_${randomBytes(12).toString('hex')}`,
  webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
};

export interface ProductionWorld {
  baseUrl: string;
  setupUrl: string;
  /** Writes what the back office cannot yet (tables, the menu: issues 13 and 14). */
  sql: pg.Pool;
  /** The newest SMS code sent to a '+91…' number. */
  readCode: (phoneNo: string) => Promise<string>;
  log: () => string;
  stop: () => Promise<void>;
}

function waitForLine(child: ChildProcess, output: string[], pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} in:\n${output.join('')}`)),
      60_000,
    );
    const check = () => {
      const match = output.join('').match(pattern);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join('')}`));
    });
  });
}

export async function startProductionWorld(serverUrl: string): Promise<ProductionWorld> {
  const database = await createRunDatabase(serverUrl);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const twilio = await startFakeTwilio(TWILIO);
  const stripe = await startFakeStripe({
    ...STRIPE,
    webhookUrl: `${baseUrl}/v1/payments/webhooks/stripe`,
  });
  const output: string[] = [];
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      APP_SECRET: randomBytes(48).toString('base64'),
      DATABASE_URL: database.url,
      DEMO_SEED: 'false',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_API_URL: stripe.url,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const setupUrl = await waitForLine(child, output, /First-run setup: open (\S+)/);
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });

  return {
    baseUrl,
    setupUrl,
    sql,
    log: () => output.join(''),
    async readCode(phoneNo) {
      const response = await fetch(`${twilio.url}/__messages?to=${encodeURIComponent(phoneNo)}`);
      const [newest] = (await response.json()) as { body: string }[];
      const code = newest?.body.match(/\b(\d{4})\b/)?.[1];
      if (!code) throw new Error(`no SMS code to ${phoneNo}`);
      return code;
    },
    async stop() {
      await sql.end();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await Promise.all([twilio.close(), stripe.close()]);
      await database.drop();
    },
  };
}

/** The project's phone emulation, for a page of another server than the project's. */
export function phoneOf(testInfo: TestInfo): BrowserContextOptions {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, locale, timezoneId } =
    testInfo.project.use;
  return { viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, locale, timezoneId };
}
