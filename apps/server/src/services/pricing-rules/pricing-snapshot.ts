// The charges, taxes and rounding an order is billed with, fixed when it opens (issue 14 item
// 4): editing a rule changes the bills of orders opened afterwards, never an open or past one.
import type { BillRate } from '@tableside/shared/domain/bill';
import type { BillRounding } from '@tableside/shared/domain/enums';
import { and, arrayContains, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PricingRuleSnapshot, PricingSnapshot } from '../../db/schema/index';
import { branchCharges, branchSettings, branchTaxes } from '../../db/schema/index';

/** Every order is a dine-in order today; a rule for other order types stays off its bill. */
const ORDER_TYPE = 'DINE_IN';

async function liveRules(
  db: Database,
  table: typeof branchCharges | typeof branchTaxes,
  branchId: number,
): Promise<PricingRuleSnapshot[]> {
  return db
    .select({
      name: table.name,
      kind: table.kind,
      rateBp: table.rateBp,
      fixedMinor: table.fixedMinor,
      categoryIds: table.categoryIds,
      inclusive: table.inclusive,
    })
    .from(table)
    .where(
      and(
        eq(table.branchId, branchId),
        isNull(table.archivedAt),
        arrayContains(table.orderTypes, [ORDER_TYPE]),
      ),
    )
    .orderBy(asc(table.sortOrder), asc(table.id));
}

/**
 * The branch's rules as they stand now, in bill order (sortOrder, then id). A rule keeps the
 * categories it names: each order line carries its category's path (order_items.category_path),
 * which is how a rule on a category reaches its sub-categories' items.
 */
export async function readPricingSnapshot(
  db: Database,
  branchId: number,
): Promise<PricingSnapshot> {
  const [settings] = await db
    .select({ rounding: branchSettings.rounding })
    .from(branchSettings)
    .where(eq(branchSettings.branchId, branchId));
  return {
    charges: await liveRules(db, branchCharges, branchId),
    taxes: await liveRules(db, branchTaxes, branchId),
    rounding: settings?.rounding ?? 'RUPEE',
  };
}

const toBillRate = (rule: PricingRuleSnapshot): BillRate => ({
  name: rule.name,
  rateBasisPoints: rule.rateBp,
  kind: rule.kind,
  fixedMinor: rule.fixedMinor,
  categoryIds: rule.categoryIds,
  inclusive: rule.inclusive,
});

/** What computeBill takes of a snapshot. */
export function snapshotRules(snapshot: PricingSnapshot): {
  charges: BillRate[];
  taxes: BillRate[];
  rounding: BillRounding;
} {
  return {
    charges: snapshot.charges.map(toBillRate),
    taxes: snapshot.taxes.map(toBillRate),
    rounding: snapshot.rounding,
  };
}
