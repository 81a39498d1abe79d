import { randomBytes } from 'node:crypto';
import pg from 'pg';

// A database of its own on the PostgreSQL server of TEST_DATABASE_URL for one e2e run, so
// runs never see each other's orders and a run leaves nothing behind.

async function admin(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database; `drop` removes it even while a killed server's connections
 * linger (WITH (FORCE), PostgreSQL 13+).
 * @param {string} serverUrl postgres://… of a role that may create databases
 * @returns {Promise<{ url: string, name: string, drop: () => Promise<void> }>}
 */
export async function createRunDatabase(serverUrl) {
  const name = `ts_e2e_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
