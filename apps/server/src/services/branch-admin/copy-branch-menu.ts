import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { branchMenuItems } from '../../db/schema/index';

/** Rows per INSERT: a 1,000-item menu stays well under PostgreSQL's parameter limit. */
const CHUNK = 500;

interface CopyTarget {
  tenantId: number;
  fromBranchId: number;
  toBranchId: number;
}

/** The source's menu at its prices and availability; a snooze is the day's, so it stays behind. */
export async function copyBranchMenu(tx: Transaction, target: CopyTarget): Promise<number> {
  const rows = await tx
    .select({
      menuItemId: branchMenuItems.menuItemId,
      priceMinor: branchMenuItems.priceMinor,
      isAvailable: branchMenuItems.isAvailable,
      minModifiers: branchMenuItems.minModifiers,
      maxModifiers: branchMenuItems.maxModifiers,
    })
    .from(branchMenuItems)
    .where(eq(branchMenuItems.branchId, target.fromBranchId));
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(branchMenuItems).values(
      rows.slice(start, start + CHUNK).map((row) => ({
        ...row,
        tenantId: target.tenantId,
        branchId: target.toBranchId,
      })),
    );
  }
  return rows.length;
}
