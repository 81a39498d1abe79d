// The demo restaurant seeded by `npm start` into an empty database (DECISIONS.md).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { diningTables } from '../schema/index';
import { brewRoom } from './demo-content/brew-room';
import { secondBrand } from './demo-content/second-brand';
import { type DemoStaffUser, demoStaffOf } from './demo-staff';
import { seedBrands } from './seed-brands';

export { DEMO_PASSWORD } from './demo-staff';

const DEMO_BRANDS = [brewRoom, secondBrand];

/** Every demo login, brand by brand (the start banner prints them). */
export const DEMO_STAFF: DemoStaffUser[] = DEMO_BRANDS.flatMap((_, index) =>
  demoStaffOf(index + 1),
);

/** The Brew Room · Indiranagar: the branch the guest links point at. */
const DEMO_BRANCH_ID = 1;

export async function seedDemo(db: Database): Promise<{ seeded: boolean }> {
  // Whoever calls it: demo users with a published password never enter a production database.
  if (process.env.NODE_ENV === 'production') {
    throw new Error('The demo restaurant is never seeded with NODE_ENV=production');
  }
  return seedBrands(db, DEMO_BRANDS);
}

/** One guest-app link per table of the demo branch (what its QR code would encode). */
export async function demoGuestLinks(
  db: Database,
  publicUrl: string,
): Promise<{ tableName: string; url: string }[]> {
  const base = publicUrl.replace(/\/+$/, '');
  const tables = await db
    .select({ id: diningTables.id, name: diningTables.name, brandId: diningTables.tenantId })
    .from(diningTables)
    .where(eq(diningTables.branchId, DEMO_BRANCH_ID))
    .orderBy(asc(diningTables.id));
  return tables.map((t) => ({
    tableName: t.name,
    url: `${base}/?brandId=${t.brandId}&branchId=${DEMO_BRANCH_ID}&tableId=${t.id}`,
  }));
}
