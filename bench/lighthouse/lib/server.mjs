import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assertPortFree, demoServerEnv, stopChild, waitForHealth } from '../../lib/demo-server.mjs';

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
    env: demoServerEnv({ port, dataDir }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });

  const stop = async () => {
    await stopChild(child, 5_000);
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
