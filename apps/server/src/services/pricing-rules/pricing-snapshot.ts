// The charges, taxes and rounding an order is billed with, fixed when it opens (issue 14 item
// 4): editing a rule changes the bills of orders opened afterwards, never an open or past one.
import type { BillRate } from '@tableside/shared/domain/bill';
import type { BillRounding } from '@tableside/shared/domain/enums';
import { and, arrayContains, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PricingRuleSnapshot, PricingSnapshot } from '../../db/schema/index';
import { branchCharges, branchSettings, branchTaxes, menuCategories } from '../../db/schema/index';

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
 * A rule on a category covers its sub-categories' items too (an item's category is the one it
 * is filed under): the snapshot names them all, as the menu stood when the order opened.
 */
async function withSubCategories(
  db: Database,
  rules: PricingRuleSnapshot[],
): Promise<PricingRuleSnapshot[]> {
  const named = [...new Set(rules.flatMap((rule) => rule.categoryIds))];
  if (named.length === 0) return rules;
  const children = await db
    .select({ id: menuCategories.id, parentId: menuCategories.parentId })
    .from(menuCategories)
    .where(inArray(menuCategories.parentId, named));
  return rules.map((rule) => {
    if (rule.categoryIds.length === 0) return rule;
    const subs = children.filter(
      (c) => c.parentId !== null && rule.categoryIds.includes(c.parentId),
    );
    return { ...rule, categoryIds: [...new Set([...rule.categoryIds, ...subs.map((c) => c.id)])] };
  });
}

/** The branch's rules as they stand now, in bill order (sortOrder, then id). */
export async function readPricingSnapshot(
  db: Database,
  branchId: number,
): Promise<PricingSnapshot> {
  const [settings] = await db
    .select({ rounding: branchSettings.rounding })
    .from(branchSettings)
    .where(eq(branchSettings.branchId, branchId));
  return {
    charges: await withSubCategories(db, await liveRules(db, branchCharges, branchId)),
    taxes: await withSubCategories(db, await liveRules(db, branchTaxes, branchId)),
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
