// Starting the built server for a bench: the port check, the demo's environment, the wait for
// /healthz and the stop, shared by bench/lighthouse and bench/load.
import { createServer } from 'node:net';

/** Fails early with a clear message, rather than measuring somebody else's server. */
export async function assertPortFree(port) {
  await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`Port ${port} is in use: pass --port <free port>`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * The demo restaurant on a fresh data directory, outside production so the console SMS
 * adapter keeps the dev outbox the check-in reads. The server reads an empty DATABASE_URL or
 * REDIS_URL as unset: PGlite, no Redis (never a developer's own from the shell).
 * @param {{ port: number, dataDir: string, databaseUrl?: string | null, redisUrl?: string | null }} options
 */
export function demoServerEnv({ port, dataDir, databaseUrl, redisUrl }) {
  return {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    DEMO_SEED: 'true',
    SMS_PROVIDER: 'console',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: redisUrl ?? '',
  };
}

/**
 * Resolves once `baseUrl` answers /healthz (migrations and the demo seed run first).
 * @param {string} baseUrl
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 */
export async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${baseUrl} exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl}/healthz did not answer within ${timeoutMs / 1000} s`);
}

/**
 * SIGTERM, then SIGKILL after `graceMs`; resolves when the process has exited.
 * @param {import('node:child_process').ChildProcess} child
 */
export function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  return exited.finally(() => clearTimeout(timer));
}
