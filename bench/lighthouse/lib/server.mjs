import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

const BUILDS = [
  { workspace: '@tableside/guest', output: 'apps/guest/dist/index.html' },
  { workspace: '@tableside/server', output: 'apps/server/dist/server.js' },
];

/** Builds an app only when its dist is missing: the bench measures what is built, as built. */
export function ensureBuilt() {
  for (const { workspace, output } of BUILDS) {
    if (existsSync(path.join(REPO_ROOT, output))) continue;
    console.info(`${output} is missing: running npm run build -w ${workspace}`);
    const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  }
}

/** Fails early with a clear message, rather than measuring somebody else's server. */
async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use: pass --port <free port>`)));
    probe.listen(port, '127.0.0.1', () => probe.close(resolve));
  });
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet: migrations and the demo seed run first.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl}/healthz did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Starts the built server on a fresh embedded database with the demo seed. NODE_ENV stays
 * out of production so the console SMS adapter keeps the dev outbox the check-in reads.
 */
export async function startServer(port) {
  await assertPortFree(port);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tableside-lighthouse-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      DEMO_SEED: 'true',
      SMS_PROVIDER: 'console',
      LOG_LEVEL: 'warn',
      // The server reads an empty value as unset: never a developer's PostgreSQL or Redis.
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, 60_000);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n${stderr}`);
  }
  return { baseUrl, stop };
}
