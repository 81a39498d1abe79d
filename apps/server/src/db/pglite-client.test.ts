import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drizzleClient } from './pglite-client';

const VALUES = sql`select
  timestamptz '2026-12-02 10:30:00+05:30' as at,
  timestamp '2026-12-02 10:30:00' as local_at,
  date '2026-12-02' as day,
  interval '90 minutes' as span,
  array[1.50, 2]::numeric[] as amounts,
  array[timestamptz '2026-12-02 05:00:00+00'] as stamps,
  12::int4 as count`;

describe('drizzleClient', () => {
  let plain: PGlite;
  let tuned: PGlite;
  beforeAll(async () => {
    [plain, tuned] = await Promise.all([PGlite.create(), PGlite.create()]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), tuned.close()]);
  });

  it('gives drizzle the very values its own per-query parsers give, in and out of a transaction', async () => {
    const expected = (await drizzle({ client: plain }).execute(VALUES)).rows;
    expect(expected[0]).toMatchObject({
      at: '2026-12-02 05:00:00+00',
      day: '2026-12-02',
      count: 12,
    });
    const db = drizzle({ client: drizzleClient(tuned) });
    expect((await db.execute(VALUES)).rows).toEqual(expected);
    expect((await db.transaction((tx) => tx.execute(VALUES))).rows).toEqual(expected);
  });

  it('asks PGlite without drizzle’s parsers, and keeps any other parser a caller gives', async () => {
    const client = drizzleClient(tuned);
    const query = vi.spyOn(tuned, 'query');
    try {
      await drizzle({ client }).execute(sql`select 1`);
      expect(query.mock.calls[0]?.[2]).not.toHaveProperty('parsers');
      const counted = await client.query<{ n: string }>('select 7::int4 as n', [], {
        parsers: { [types.INT4]: (value) => `#${value}` },
      });
      expect(counted.rows[0]?.n).toBe('#7');
    } finally {
      query.mockRestore();
    }
  });
});
