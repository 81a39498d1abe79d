import type {
  TPricingRuleType,
  TReorderPricingRulesBody,
} from '@tableside/shared/contract/pricing-rules';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditPricing, fieldError, type PricingScope, ruleTable } from './pricing-scope';

/**
 * The order the bill lists the branch's charges (or taxes) in, for orders opened from now on.
 * The list must name every live one exactly once, so a stale screen cannot drop one.
 */
export function reorderPricingRules(
  db: Database,
  scope: PricingScope,
  type: TPricingRuleType,
  body: TReorderPricingRulesBody,
): Promise<void> {
  const table = ruleTable(type);
  return db.transaction(async (tx) => {
    const live = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          eq(table.tenantId, scope.tenantId),
          eq(table.branchId, scope.branchId),
          isNull(table.archivedAt),
        ),
      )
      .orderBy(asc(table.sortOrder), asc(table.id))
      .for('update');
    const before = live.map((row) => row.id);
    const wanted = body.orderedIds;
    const same =
      wanted.length === before.length &&
      new Set(wanted).size === wanted.length &&
      wanted.every((id) => before.includes(id));
    if (!same) throw fieldError('orderedIds', `must list every live one of the ${type} once`);
    for (const [index, id] of wanted.entries()) {
      await tx.update(table).set({ sortOrder: index }).where(eq(table.id, id));
    }
    await auditPricing(tx, scope, {
      action: `${type}.reorder`,
      type,
      entityId: scope.branchId,
      before,
      after: wanted,
    });
  });
}
