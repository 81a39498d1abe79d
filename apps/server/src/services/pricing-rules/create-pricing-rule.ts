import type {
  TCreatePricingRuleBody,
  TPricingRule,
  TPricingRuleType,
} from '@tableside/shared/contract/pricing-rules';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { toPricingRule } from './pricing-rule-view';
import { auditPricing, type PricingScope, ruleTable } from './pricing-scope';
import { ruleValues } from './rule-values';

/** Adds a charge or a tax at the end of the bill's list; orders opened from now on bill it. */
export function createPricingRule(
  db: Database,
  scope: PricingScope,
  type: TPricingRuleType,
  body: TCreatePricingRuleBody,
): Promise<TPricingRule> {
  const table = ruleTable(type);
  return db.transaction(async (tx) => {
    const values = await ruleValues(tx, scope.tenantId, body);
    const [last] = await tx
      .select({ sortOrder: max(table.sortOrder) })
      .from(table)
      .where(and(eq(table.branchId, scope.branchId), isNull(table.archivedAt)));
    const [row] = await tx
      .insert(table)
      .values({
        tenantId: scope.tenantId,
        branchId: scope.branchId,
        ...values,
        sortOrder: (last?.sortOrder ?? -1) + 1,
      })
      .returning();
    if (!row) throw new Error('rule insert returned nothing');
    const rule = toPricingRule(row);
    await auditPricing(tx, scope, {
      action: `${type}.create`,
      type,
      entityId: rule.id,
      before: null,
      after: rule,
    });
    return rule;
  });
}
