// Starts and stops the node:http copy (node-http-copy.mjs) in a process of its own.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopChild } from '../../lib/demo-server.mjs';

/**
 * @param {number} port
 * @param {{ path: string, conditional: boolean, captured: import('./endpoints.mjs').Captured }[]} answers
 */
export async function startCopy(port, answers) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tableside-reads-copy-'));
  const file = path.join(dir, 'answers.json');
  writeFileSync(
    file,
    JSON.stringify(
      answers.map(({ path: requestPath, conditional, captured }) => ({
        path: requestPath,
        conditional,
        status: captured.status,
        rawHeaders: captured.rawHeaders,
        body: captured.body.toString('base64'),
      })),
    ),
  );
  const child = fork(path.join(import.meta.dirname, 'node-http-copy.mjs'), [String(port), file], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the node:http copy exited with ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
