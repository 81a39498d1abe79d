#!/usr/bin/env node
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRunDatabase } from './pg-database.mjs';

// Playwright's web server for the journeys on PostgreSQL + Redis (e2e/playwright.config.ts):
// the built server on a fresh database of TEST_DATABASE_URL with REDIS_URL=TEST_REDIS_URL, the
// rest of its environment as Playwright passes it. On SIGTERM (Playwright's graceful
// shutdown) or SIGINT it stops the server, then drops the database.

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const { TEST_DATABASE_URL, TEST_REDIS_URL } = process.env;
if (!TEST_DATABASE_URL || !TEST_REDIS_URL) {
  console.error('pg-server: set TEST_DATABASE_URL and TEST_REDIS_URL');
  process.exit(2);
}

const database = await createRunDatabase(TEST_DATABASE_URL);
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: REPO_ROOT,
  env: { ...process.env, DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL },
  stdio: 'inherit',
});

let stopping = false;
const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code ?? 1)));

async function finish(code) {
  await database.drop().catch((err) => console.error(`pg-server: drop failed: ${err.message}`));
  process.exit(code);
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    // Playwright may signal the whole process group: the server then has it already.
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    await finish(0);
  });
}

// A server that ends by itself (a failed start) ends the launcher with its code.
exited.then((code) => {
  if (!stopping) void finish(code);
});
