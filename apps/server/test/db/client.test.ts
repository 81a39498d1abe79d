import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import * as s from '../../src/db/schema/index';
import { createTestDatabase } from '../helpers/test-db';

const onPostgres = process.env.TEST_DB === 'postgres';

describe('one Database API on both drivers', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
  });
  afterEach(() => handle.close());

  it('reports its driver and answers ping', async () => {
    expect(handle.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    await expect(handle.ping()).resolves.toBeUndefined();
  });

  it('runs insert-returning, select, execute and a transaction', async () => {
    const { db } = handle;
    const [brand] = await db
      .insert(s.brands)
      .values({ name: 'Test', shortName: 'test', databaseName: 'test' })
      .returning();
    expect(brand?.createdAt).toBeInstanceOf(Date);

    const branchId = await db.transaction(async (tx) => {
      const [branch] = await tx
        .insert(s.branches)
        .values({ tenantId: brand!.id, name: 'B', shortName: 'b', displayName: 'B' })
        .returning({ id: s.branches.id });
      return branch!.id;
    });
    const branches = await db.select().from(s.branches).where(eq(s.branches.id, branchId));
    expect(branches).toHaveLength(1);

    const { rows } = await db.execute<{ n: number; reasons: string[] }>(
      sql`SELECT count(*)::int AS n, ARRAY['WATER', 'CUTLERY'] AS reasons FROM branches`,
    );
    expect(rows).toEqual([{ n: 1, reasons: ['WATER', 'CUTLERY'] }]);
  });
});

describe('createTestDatabase', () => {
  it('hands out independent databases', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    try {
      await a.db.insert(s.brands).values({ name: 'A', shortName: 'a', databaseName: 'a' });
      expect(await b.db.select().from(s.brands)).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.runIf(onPostgres)('openDatabase with a DATABASE_URL', () => {
  it('connects through a pg pool', async () => {
    const handle = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    try {
      expect(handle.kind).toBe('postgres');
      await handle.ping();
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(onPostgres)('openDatabase without a DATABASE_URL', () => {
  it('needs a data folder or inMemory', async () => {
    await expect(openDatabase({})).rejects.toThrow(/dataDir or inMemory/);
  });

  it('persists PGlite under dataDir/pglite across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tableside-db-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrateDatabase(first);
      await first.db
        .insert(s.brands)
        .values({ name: 'Kept', shortName: 'kept', databaseName: 'k' });
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        await migrateDatabase(second); // a restart migrates again: must be a no-op
        const brands = await second.db.select({ name: s.brands.name }).from(s.brands);
        expect(brands).toEqual([{ name: 'Kept' }]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
