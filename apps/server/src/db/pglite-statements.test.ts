import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleClient } from './pglite-client';

const SCHEMA = `create table dish (id int primary key, name text not null, price numeric(10,2),
  tags jsonb, served_at timestamptz);`;

describe('named statements on PGlite', () => {
  let plain: PGlite;
  let tunedClient: PGlite;
  beforeAll(async () => {
    [plain, tunedClient] = await Promise.all([PGlite.create(), PGlite.create()]);
    await Promise.all([plain.exec(SCHEMA), tunedClient.exec(SCHEMA)]);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), tunedClient.close()]);
  });

  const insert = (id: number) =>
    sql`insert into dish values (${id}, ${`Dish ${id}`}, ${id % 3 ? `${id}.50` : null},
      ${JSON.stringify({ spicy: id % 2 === 0 })}, ${'2026-12-02 10:00:00+00'}) returning *`;
  const read = (min: number) =>
    sql`select id, name, price, tags, served_at from dish where id >= ${min} order by id`;

  it('answers exactly as PGlite’s own query does, run after run (past the generic plan)', async () => {
    const reference = drizzle({ client: plain });
    const db = drizzle({ client: drizzleClient(tunedClient) });
    for (let id = 1; id <= 8; id++) {
      expect((await db.execute(insert(id))).rows).toEqual(
        (await reference.execute(insert(id))).rows,
      );
      expect((await db.execute(read(id - 1))).rows).toEqual(
        (await reference.execute(read(id - 1))).rows,
      );
    }
    const statements = await tunedClient.query<{ statement: string }>(
      'select statement from pg_prepared_statements',
    );
    expect(statements.rows.map((row) => row.statement)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('insert into dish'),
        expect.stringContaining('from dish where id >='),
      ]),
    );
  });

  it('fails as PGlite does and stays usable, in and out of a transaction', async () => {
    const db = drizzle({ client: drizzleClient(tunedClient) });
    await expect(db.execute(insert(1))).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(insert(100));
        await tx.execute(insert(1));
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect((await db.execute(read(100))).rows).toEqual([]);
    await db.transaction((tx) => tx.execute(insert(101)));
    expect((await db.execute(read(100))).rows).toMatchObject([{ id: 101, name: 'Dish 101' }]);
  });
});
