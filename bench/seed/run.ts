// How long seeding the demo restaurant takes (the seed runs at the first `npm start`).
// Usage and the bar: README.md beside this file.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import { seedDemo } from '../../apps/server/src/db/seed/seed-demo';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'budget-ms': { type: 'string', default: '3000' },
    postgres: { type: 'string' },
    'no-assert': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const budgetMs = Number(values['budget-ms']);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs must be 1 to 20');
if (!(budgetMs > 0)) throw new Error('--budget-ms must be a positive number');

/** A fresh, migrated, empty database: in-memory PGlite, or a throwaway PostgreSQL database. */
async function freshDatabase(): Promise<DatabaseHandle> {
  const serverUrl = values.postgres;
  if (!serverUrl) {
    const handle = await openDatabase({ inMemory: true });
    await migrateDatabase(handle);
    return handle;
  }
  const name = `ts_bench_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  const drop = async () => {
    await handle.close();
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await migrateDatabase(handle);
  } catch (err) {
    await drop();
    throw err;
  }
  return { ...handle, close: drop };
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const timings: number[] = [];
let kind = '';
for (let run = 1; run <= runs; run += 1) {
  const handle = await freshDatabase();
  kind = handle.kind;
  try {
    // Only the seed is timed: starting the database and migrating are not part of it.
    const started = performance.now();
    const { seeded } = await seedDemo(handle.db);
    const ms = performance.now() - started;
    if (!seeded) throw new Error('seedDemo found the database already seeded');
    timings.push(ms);
    console.info(`run ${run}: seedDemo on ${kind} took ${Math.round(ms)} ms`);
  } finally {
    await handle.close();
  }
}

const sorted = [...timings].sort((a, b) => a - b);
const middle = Math.floor(sorted.length / 2);
const median =
  sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
console.info(`median of ${runs} on ${kind}: ${Math.round(median)} ms (budget ${budgetMs} ms)`);
if (median > budgetMs && !values['no-assert']) {
  console.error(`seedDemo is over its budget: ${Math.round(median)} ms > ${budgetMs} ms`);
  process.exitCode = 1;
}
