// An item's sizes as a save names them: kept by id (order history points at them), added, or
// archived when they disappear. Never deleted.
import type { TSizeInput } from '@tableside/shared/contract/catalogue';
import { toMinor } from '@tableside/shared/domain/money';
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchMenuItems, menuItems } from '../../db/schema/index';
import { fieldError } from './catalogue-scope';

/** A size whose brand default price moved: branches still at the old default follow it. */
export interface DefaultPriceChange {
  menuItemId: number;
  fromMinor: number;
  toMinor: number;
}

export interface SizesWritten {
  /** Sizes created by this save (they need branch rows). */
  addedIds: number[];
  priceChanges: DefaultPriceChange[];
  /** Whether a size was added, archived, renamed, restored or its default moved. */
  changed: boolean;
}

export async function writeSizes(
  tx: Database,
  tenantId: number,
  productId: number,
  sizes: readonly TSizeInput[],
): Promise<SizesWritten> {
  const existing = await tx.select().from(menuItems).where(eq(menuItems.productId, productId));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const written: SizesWritten = { addedIds: [], priceChanges: [], changed: false };
  for (const [index, size] of sizes.entries()) {
    const priceMinor = toMinor(size.price);
    const values = {
      sizeName: size.name,
      defaultPriceMinor: priceMinor,
      isDefault: size.isDefault,
      sortOrder: index,
    };
    if (size.id === undefined) {
      const [row] = await tx
        .insert(menuItems)
        .values({ tenantId, productId, ...values })
        .returning({ id: menuItems.id });
      if (row) written.addedIds.push(row.id);
      written.changed = true;
      continue;
    }
    const old = byId.get(size.id);
    if (!old) throw fieldError(`sizes.${index}.id`, 'no such size of this item');
    if (
      old.sizeName !== size.name ||
      old.defaultPriceMinor !== priceMinor ||
      old.isDefault !== size.isDefault ||
      old.sortOrder !== index ||
      old.archivedAt !== null
    ) {
      written.changed = true;
      await tx
        .update(menuItems)
        .set({ ...values, archivedAt: null })
        .where(eq(menuItems.id, old.id));
    }
    if (old.defaultPriceMinor !== priceMinor) {
      written.priceChanges.push({
        menuItemId: old.id,
        fromMinor: old.defaultPriceMinor,
        toMinor: priceMinor,
      });
    }
  }
  const kept = [...sizes.flatMap((s) => (s.id === undefined ? [] : [s.id])), ...written.addedIds];
  const archived = await tx
    .update(menuItems)
    .set({ archivedAt: sql`now()`, isDefault: false })
    .where(
      and(
        eq(menuItems.productId, productId),
        isNull(menuItems.archivedAt),
        notInArray(menuItems.id, kept),
      ),
    )
    .returning({ id: menuItems.id });
  if (archived.length > 0) written.changed = true;
  return written;
}

/** Branches whose menu carries the product (a branch row of any of its sizes). */
export async function branchesCarrying(tx: Database, productId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ branchId: branchMenuItems.branchId })
    .from(branchMenuItems)
    .innerJoin(menuItems, eq(menuItems.id, branchMenuItems.menuItemId))
    .where(eq(menuItems.productId, productId));
  return rows.map((r) => r.branchId).sort((a, b) => a - b);
}

/** Puts sizes on these branches' menus at their default prices and the product's add-on limits. */
export async function addBranchRows(
  tx: Database,
  tenantId: number,
  branchIds: readonly number[],
  menuItemIds: readonly number[],
  limits: { min: number; max: number },
): Promise<void> {
  if (branchIds.length === 0 || menuItemIds.length === 0) return;
  const sizes = await tx
    .select({ id: menuItems.id, priceMinor: menuItems.defaultPriceMinor })
    .from(menuItems)
    .where(inArray(menuItems.id, [...menuItemIds]));
  await tx
    .insert(branchMenuItems)
    .values(
      branchIds.flatMap((branchId) =>
        sizes.map((size) => ({
          tenantId,
          branchId,
          menuItemId: size.id,
          priceMinor: size.priceMinor,
          minModifiers: limits.min,
          maxModifiers: limits.max,
        })),
      ),
    )
    .onConflictDoNothing();
}
