// A size of the brand as one branch sells it, for the back office's branch writes.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branches, branchMenuItems, menuItems, products } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';

export interface BranchSizeRow {
  menuItemId: number;
  productId: number;
  productName: string;
  sizeName: string;
  /** null when the item is not on this branch's menu. */
  branch: typeof branchMenuItems.$inferSelect | null;
}

/** The size of this tenant with its row at the branch, locked for the write; 404 otherwise. */
export async function lockBranchSize(
  tx: Database,
  scope: { tenantId: number; branchId: number },
  menuItemId: number,
): Promise<BranchSizeRow> {
  const [size] = await tx
    .select({
      menuItemId: menuItems.id,
      productId: menuItems.productId,
      productName: products.displayName,
      sizeName: menuItems.sizeName,
    })
    .from(menuItems)
    .innerJoin(products, eq(products.id, menuItems.productId))
    .where(and(eq(menuItems.id, menuItemId), eq(menuItems.tenantId, scope.tenantId)));
  if (!size) throw notFound('Menu item');
  const [branch] = await tx
    .select()
    .from(branchMenuItems)
    .where(
      and(eq(branchMenuItems.branchId, scope.branchId), eq(branchMenuItems.menuItemId, menuItemId)),
    )
    .for('update');
  return { ...size, branch: branch ?? null };
}

/** The database's now: snoozes are judged on the clock the guest-availability rule reads. */
export async function databaseNow(tx: Database, branchId: number): Promise<Date> {
  const [row] = await tx
    .select({ ms: sql<number>`extract(epoch from now()) * 1000`.mapWith(Number) })
    .from(branches)
    .where(eq(branches.id, branchId));
  return new Date(row?.ms ?? Date.now());
}

/** Available to guests at `now` (the rule of services/menu/guest-availability, in code). */
export const isGuestAvailable = (
  row: { isAvailable: boolean; snoozedUntil: Date | null },
  now: Date,
): boolean => row.isAvailable && (row.snoozedUntil === null || row.snoozedUntil <= now);

/** Every item write moves the item's version, so an editor holding the old one gets 409. */
export async function bumpProductVersion(tx: Database, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({ version: sql`${products.version} + 1` })
    .where(eq(products.id, productId));
}
