// Two processes migrating one fresh PostgreSQL database at once (an upgrade restarting two
// instances, or `npm run migrate` beside a starting server) take turns under the advisory lock.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, postgresHandle } from '../../src/db/client';
import { migrateDatabase, prepareDatabase } from '../../src/db/migrate';
import { admin as adminOn, databaseUrl } from '../helpers/prepared-databases';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.TEST_DB !== 'postgres' || !serverUrl)('migrations under a lock', () => {
  const name = `ts_lock_${randomBytes(6).toString('hex')}`;
  const handles: DatabaseHandle[] = [];
  const admin = (statement: string) => adminOn(serverUrl ?? '', statement);
  /** A separate pool, as a separate server process would have. */
  const open = () => {
    const connectionString = databaseUrl(serverUrl ?? '', name);
    const handle = postgresHandle(new pg.Pool({ connectionString, max: 3 }));
    handles.push(handle);
    return handle;
  };

  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('lets two concurrent migrations of a fresh database both succeed, each migration once', async () => {
    const [a, b, c] = [open(), open(), open()];
    await Promise.all([migrateDatabase(a), migrateDatabase(b), prepareDatabase(c, { seed: true })]);

    const applied = await a.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const owners = await a.db.execute<{ n: number }>(
      sql`select count(*)::int as n from staff_users where username = 'owner'`,
    );
    expect(applied.rows[0]?.n).toBeGreaterThanOrEqual(4);
    expect(owners.rows[0]?.n).toBe(1);
    // The lock is released: nothing of ours still holds it.
    const held = await a.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_locks
          where locktype = 'advisory' and granted
            and database = (select oid from pg_database where datname = current_database())`,
    );
    expect(held.rows[0]?.n).toBe(0);
  });
});
