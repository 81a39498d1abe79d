// The built server under test: the demo restaurant seeded in development, then (--production)
// the same data served with NODE_ENV=production, the way an operator would put a demo install
// live: the demo users' published password is replaced first, which production insists on.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createRunDatabase } from '../../../e2e/support/pg-database.mjs';
import { assertPortFree, demoServerEnv, stopChild, waitForHealth } from '../../lib/demo-server.mjs';
import { addDishes } from './dishes.mjs';
import { REPO_ROOT } from './options.mjs';

// A cold PGlite migrates and seeds in about 20 s on a busy 2-core machine.
const HEALTH_TIMEOUT_MS = 180_000;

/**
 * Everything production requires, none of it reachable: a read benchmark sends no SMS and
 * takes no payment. PUBLIC_URL may be plain http on the loopback address.
 */
function productionEnv(base, appSecret) {
  return {
    ...base,
    NODE_ENV: 'production',
    DEMO_SEED: 'false',
    APP_SECRET: appSecret,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'ACbench',
    TWILIO_AUTH_TOKEN: 'bench',
    TWILIO_FROM: '+10000000000',
    TWILIO_API_URL: 'http://127.0.0.1:9',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: 'whsec_bench',
    STRIPE_API_URL: 'http://127.0.0.1:9',
  };
}

/**
 * A freshly seeded database draws autovacuum and autoanalyze within its first minute, which
 * would land in the first measurement: done now instead.
 */
async function vacuumAnalyze(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/**
 * Spawns the server; `output()` is the tail of what it printed (its refusal, if it refuses).
 * With `cpuProfDir`, V8 writes the process's profile there when it exits (one file per start).
 */
async function runServer(serverPath, env, baseUrl, cpuProfDir) {
  const profile = cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [];
  const child = spawn(process.execPath, [...profile, serverPath], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk) => {
    printed = (printed + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    await waitForHealth(baseUrl, child, HEALTH_TIMEOUT_MS);
  } catch (error) {
    await stopChild(child);
    const refusal = new Error(`${error.message}\n${printed.trim()}`);
    refusal.printed = printed;
    throw refusal;
  }
  return { child, output: () => printed };
}

/** `npm run owner -- reset-password`, the fix the production refusal names. */
function resetPassword(ownerCli, env, username) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [ownerCli, 'reset-password', '--username', username, '--password-stdin'],
      { cwd: REPO_ROOT, env, stdio: ['pipe', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`reset-password ${username}: ${stderr.trim()}`)),
    );
    child.stdin.end(randomBytes(24).toString('base64url'));
  });
}

/**
 * @param {import('./options.mjs').ReadsOptions} options
 */
export async function startRealServer(options) {
  if (!existsSync(options.server)) {
    throw new Error(`${options.server} is missing: npm run build -w @tableside/server first`);
  }
  await assertPortFree(options.port);
  await assertPortFree(options.port + 1);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tableside-reads-'));
  const database = options.databaseUrl ? await createRunDatabase(options.databaseUrl) : null;
  const devEnv = demoServerEnv({ port: options.port, dataDir, databaseUrl: database?.url });
  let running = null;
  const cleanUp = async () => {
    if (running) await stopChild(running.child);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const started = performance.now();
    running = await runServer(options.server, devEnv, baseUrl, options.cpuProfDir);
    const dishes = options.items > 0 ? await addDishes(baseUrl, options.items) : null;
    let mode = 'development';
    let productionRefused = null;
    const demoUsersReset = [];
    if (options.production) {
      await stopChild(running.child);
      running = null;
      const env = productionEnv(devEnv, randomBytes(36).toString('base64url'));
      const ownerCli = path.join(path.dirname(options.server), 'owner.js');
      for (let attempt = 1; attempt <= 2 && !running; attempt += 1) {
        try {
          running = await runServer(options.server, env, baseUrl, options.cpuProfDir);
          mode = 'production';
        } catch (error) {
          const demoUsers = /the demo users (.+?) still sign in/.exec(error.printed ?? '');
          if (attempt === 1 && demoUsers) {
            for (const username of demoUsers[1].split(', ')) {
              await resetPassword(ownerCli, env, username);
              demoUsersReset.push(username);
            }
            continue;
          }
          productionRefused = (error.printed ?? error.message).trim();
        }
      }
      if (!running) running = await runServer(options.server, devEnv, baseUrl, options.cpuProfDir);
    }
    if (database) await vacuumAnalyze(database.url);
    return {
      baseUrl,
      pid: running.child.pid,
      mode,
      productionRefused,
      demoUsersReset,
      dishes,
      database: database ? 'postgresql' : 'pglite',
      startMs: performance.now() - started,
      output: () => running?.output() ?? '',
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
