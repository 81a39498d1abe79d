// Seeds whole brands (identity, branches, tables, staff, menu, promotions) into an EMPTY
// database, in one transaction. Any brand present means "already seeded or real data": no-op.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Database } from '../client';
import { brands } from '../schema/index';
import { DEMO_PASSWORD, demoStaffOf } from './demo-staff';
import type { DemoBrand } from './demo-types';
import { planBrand } from './plan-brand';
import { planMenu } from './plan-menu';
import { planPromotions } from './plan-promotions';
import { emptySeedRows, insertSeedRows, type SeedRows } from './seed-rows';

// Two servers booting at once on one PostgreSQL must not both seed: the second waits on this
// transaction-scoped lock, then finds the brands and does nothing.
const SEED_LOCK_KEY = 0x7ab1e5;

/** Brand N gets id N (the database is empty), and the demo staff of brand N. */
export async function planSeed(content: DemoBrand[]): Promise<SeedRows> {
  const rows = emptySeedRows();
  const staffByBrand = await Promise.all(
    content.map((_, index) =>
      Promise.all(
        demoStaffOf(index + 1).map(async (user) => ({
          ...user,
          passwordHash: await hashPassword(DEMO_PASSWORD),
        })),
      ),
    ),
  );
  content.forEach((brand, index) => {
    const planned = planBrand(rows, brand, staffByBrand[index] ?? []);
    const productIds = planMenu(rows, brand, planned);
    planPromotions(rows, brand, planned, productIds);
  });
  return rows;
}

export async function seedBrands(db: Database, content: DemoBrand[]): Promise<{ seeded: boolean }> {
  // Most boots find data: answer that before hashing passwords. Planning happens outside the
  // transaction because PGlite serialises all queries while one is open.
  if (await hasBrands(db)) return { seeded: false };
  const rows = await planSeed(content);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasBrands(tx)) return { seeded: false };
    await insertSeedRows(tx, rows);
    return { seeded: true };
  });
}

async function hasBrands(db: Database): Promise<boolean> {
  const found = await db.select({ id: brands.id }).from(brands).limit(1);
  return found.length > 0;
}
