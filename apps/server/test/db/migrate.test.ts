import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { MIGRATIONS_DIR, migrationsDir } from '../../src/db/migrations-dir';
import * as schema from '../../src/db/schema/index';
import { createTestDatabase } from '../helpers/test-db';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

describe('migrations folder', () => {
  it('is the committed folder when running from source', () => {
    expect(MIGRATIONS_DIR).toBe(join(import.meta.dirname, '..', '..', 'src', 'db', 'migrations'));
    expect(journal.entries.map((e) => e.tag)).toEqual([
      '0000_pg_trgm',
      '0001_init',
      '0002_call_waiter_at',
      '0003_owner_payments_audit',
      '0004_auth_attempts',
      '0005_catalogue_back_office',
      '0006_back_office_restaurant',
      '0007_order_item_category',
      '0008_receipts_and_feedback',
      '0009_menu_versions',
      '0010_menu_version_notify',
      '0011_split_bill',
      '0012_public_lookup_notify',
    ]);
  });

  it('resolves to the same folder from the bundle in dist/', () => {
    const bundle = new URL('../../dist/server.js', import.meta.url).href;
    expect(migrationsDir(bundle)).toBe(MIGRATIONS_DIR);
    expect(existsSync(join(migrationsDir(bundle), 'meta', '_journal.json'))).toBe(true);
  });
});

describe('migrateDatabase', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
  });
  afterEach(() => handle.close());

  it('creates every schema table and the pg_trgm extension', async () => {
    const expected = Object.values<unknown>(schema)
      .filter((v): v is PgTable => is(v, PgTable))
      .map((t) => getTableName(t))
      .sort();
    const { rows } = await handle.db.execute<{ name: string }>(
      sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(expected);
    const ext = await handle.db.execute(sql`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(ext.rows).toHaveLength(1);
  });

  it('records each migration once; running again is a no-op', async () => {
    await migrateDatabase(handle);
    const { rows } = await handle.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    );
    expect(rows[0]?.n).toBe(journal.entries.length);
  });
});
