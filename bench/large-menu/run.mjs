// A branch with 1,000 items and 200 add-ons: how fast the guest menu call answers, so a
// bigger menu (and the back office's catalogue columns) can be compared build against build.
// Usage and what it prints: README.md beside this file.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createRunDatabase } from '../../e2e/support/pg-database.mjs';
import { measureEditorTyping } from './lib/editor-typing.mjs';
import { insertLargeMenu } from './lib/large-menu.mjs';
import { measure } from './lib/measure.mjs';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/test' },
    server: { type: 'string', default: path.join(REPO_ROOT, 'apps/server/dist/server.js') },
    port: { type: 'string', default: '3390' },
    items: { type: 'string', default: '1000' },
    'add-ons': { type: 'string', default: '200' },
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '10' },
    editor: { type: 'boolean', default: false },
  },
});
if (!existsSync(values.server)) throw new Error(`${values.server} is missing: npm run build first`);

const database = await createRunDatabase(values.postgres);
const baseUrl = `http://127.0.0.1:${values.port}`;
const child = spawn(process.execPath, [values.server], {
  cwd: path.resolve(path.dirname(values.server), '../../..'),
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: values.port,
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: database.url,
    REDIS_URL: '',
    DEMO_SEED: 'true',
    SMS_PROVIDER: 'console',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(baseUrl, child);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const inserted = await insertLargeMenu(client, {
    brandId: 1,
    branchId: 1,
    items: Number(values.items),
    addOns: Number(values['add-ons']),
  });
  await client.end();
  const url = `${baseUrl}/v1/menuItemMaster/public/menu-item-grouped-category?branchId=1`;
  const result = await measure(url, {
    headers: { 'x-tenant': '1' },
    requests: Number(values.requests),
    concurrency: Number(values.concurrency),
  });
  const editor = values.editor ? { editorSearch: await measureEditorTyping(baseUrl) } : {};
  console.info(
    JSON.stringify({ server: values.server, ...inserted, guestMenu: result, ...editor }, null, 2),
  );
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await database.drop();
}

async function waitForHealth(url, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet: migrations and the demo seed run first.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}/healthz did not answer in 60 s`);
}
