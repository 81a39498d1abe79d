import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './client';
import { drizzleClient } from './pglite-client';
import { reusableQuery } from './reusable-query';

const dishes = pgTable('dishes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
});
const prices = pgTable('prices', {
  dishId: integer('dish_id').notNull(),
  priceMinor: integer('price_minor').notNull(),
});

const build = (db: Database) =>
  db
    .select({ name: dishes.name, addedAt: dishes.addedAt, price: { minor: prices.priceMinor } })
    .from(dishes)
    .leftJoin(prices, eq(prices.dishId, dishes.id))
    .where(eq(dishes.id, sql.placeholder('id')));

describe('reusableQuery', () => {
  let client: PGlite;
  let db: Database;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      create table dishes (id int primary key, name text not null, added_at timestamptz not null);
      create table prices (dish_id int not null, price_minor int not null);
      insert into dishes values (1, 'Masala dosa', '2026-12-02T05:00:00Z'), (2, 'Filter coffee', '2026-12-02T06:00:00Z');
      insert into prices values (1, 12000);`);
    db = drizzle({ client: drizzleClient(client) }) as unknown as Database;
  });
  afterAll(() => client.close());

  it('answers as the select built afresh does, for each call’s values, building it once', async () => {
    const builder = vi.fn(build);
    const select = reusableQuery(builder);
    for (const id of [1, 2, 1, 3]) {
      const fresh = await build(db).execute({ id });
      expect(await select(db, { id })).toEqual(fresh);
    }
    expect(await select(db, { id: 1 })).toEqual([
      { name: 'Masala dosa', addedAt: new Date('2026-12-02T05:00:00Z'), price: { minor: 12000 } },
    ]);
    // The left join that found nothing reads as null, not as an object of nulls.
    expect(await select(db, { id: 2 })).toEqual([
      { name: 'Filter coffee', addedAt: new Date('2026-12-02T06:00:00Z'), price: null },
    ]);
    expect(builder).toHaveBeenCalledTimes(1);
  });

  it('runs inside the transaction it is given', async () => {
    const select = reusableQuery(build);
    await select(db, { id: 1 });
    const inside = await db
      .transaction(async (tx) => {
        await tx.insert(dishes).values({ id: 9, name: 'Vada', addedAt: new Date() });
        const rows = await select(tx, { id: 9 });
        tx.rollback();
        return rows;
      })
      .catch((err: Error) => err);
    expect(inside).toBeInstanceOf(Error);
    expect(await select(db, { id: 9 })).toEqual([]);
    const seen = await db.transaction(async (tx) => {
      await tx.insert(dishes).values({ id: 8, name: 'Idli', addedAt: new Date() });
      return select(tx, { id: 8 });
    });
    expect(seen.map((row) => row.name)).toEqual(['Idli']);
  });

  it('runs a write with returning, its placeholders filled in the set and the condition', async () => {
    const rename = reusableQuery((db) =>
      db
        .update(dishes)
        .set({ name: sql`${dishes.name} || ${sql.placeholder('suffix')}` })
        .where(eq(dishes.id, sql.placeholder('id')))
        .returning(),
    );
    expect(await rename(db, { id: 1, suffix: ' (large)' })).toEqual([
      { id: 1, name: 'Masala dosa (large)', addedAt: new Date('2026-12-02T05:00:00Z') },
    ]);
    const inside = await db.transaction((tx) => rename(tx, { id: 2, suffix: '!' }));
    expect(inside.map((row) => row.name)).toEqual(['Filter coffee!']);
    expect(await rename(db, { id: 404, suffix: '?' })).toEqual([]);
  });
});
