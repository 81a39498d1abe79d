import { and, desc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import * as s from '../../src/db/schema/index';
import { seedBrands } from '../../src/db/seed/seed-brands';
import { createTestDatabase } from '../helpers/test-db';
import { miniBrand } from './fixtures/mini-brands';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
  await seedBrands(handle.db, [miniBrand]); // Paneer Tikka, Egg Bhurji, House Lager
  const others = ['Chicken Tikka', 'Paneer Butter Masala', 'Masala Papad', 'Tikka Masala Fries'];
  await handle.db.insert(s.products).values(
    others.map((name) => ({
      tenantId: 1,
      categoryId: 1,
      itemName: name,
      displayName: name,
      foodType: 'VEGETARIAN' as const,
    })),
  );
});
afterEach(() => handle.close());

const QUERY = 'paneer tika';

describe('trigram menu search', () => {
  it('keeps search_text in step with the names', async () => {
    const [row] = await handle.db
      .update(s.products)
      .set({ displayName: 'Paneer Tikka Shashlik' })
      .where(eq(s.products.id, 1))
      .returning({ searchText: s.products.searchText });
    expect(row?.searchText).toBe('paneer tikka shashlik paneer tikka');
  });

  it("finds 'Paneer Tikka' first for the typo 'paneer tika' (word similarity)", async () => {
    const score = sql<number>`word_similarity(${QUERY}, ${s.products.searchText})`;
    const rows = await handle.db
      .select({ name: s.products.displayName, score })
      .from(s.products)
      .where(and(eq(s.products.tenantId, 1), sql`${s.products.searchText} %> ${QUERY}`))
      .orderBy(desc(score));
    expect(rows[0]?.name).toBe('Paneer Tikka');
    expect(rows.map((r) => r.name)).not.toContain('House Lager');
  });

  it("finds 'Paneer Tikka' with the similarity operator %", async () => {
    const rows = await handle.db
      .select({ name: s.products.displayName })
      .from(s.products)
      .where(sql`${s.products.searchText} % ${QUERY}`);
    expect(rows.map((r) => r.name)).toContain('Paneer Tikka');
  });

  it('can answer from the GIN trigram index', async () => {
    const plan = await handle.db.transaction(async (tx) => {
      // Tiny tables favour a sequential scan; forbid it to prove the index serves the operator.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN SELECT id FROM products WHERE search_text %> ${QUERY}`,
      );
    });
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain(
      'products_search_text_trgm_idx',
    );
  });
});
