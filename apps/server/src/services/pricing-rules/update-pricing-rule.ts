import {
  PRICING_CONFLICT_MESSAGE,
  type TPricingRule,
  type TPricingRuleType,
  type TUpdatePricingRuleBody,
} from '@tableside/shared/contract/pricing-rules';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { lockRule, toPricingRule } from './pricing-rule-view';
import { auditPricing, type PricingScope, ruleTable } from './pricing-scope';
import { ruleValues } from './rule-values';

/**
 * Saves a charge or a tax over the version the editor read (409 with the current one when
 * someone saved in between). Open orders keep the rule as they snapshotted it.
 */
export function updatePricingRule(
  db: Database,
  scope: PricingScope,
  target: { type: TPricingRuleType; ruleId: number },
  body: TUpdatePricingRuleBody,
): Promise<TPricingRule> {
  const table = ruleTable(target.type);
  return db.transaction(async (tx) => {
    const before = await lockRule(tx, table, scope, target.ruleId);
    if (before.version !== body.version) {
      throw new VersionConflictError(PRICING_CONFLICT_MESSAGE, before);
    }
    const values = await ruleValues(tx, scope.tenantId, body);
    const [row] = await tx
      .update(table)
      .set({ ...values, version: sql`${table.version} + 1` })
      .where(eq(table.id, target.ruleId))
      .returning();
    if (!row) throw new Error('rule update returned nothing');
    const rule = toPricingRule(row);
    await auditPricing(tx, scope, {
      action: `${target.type}.update`,
      type: target.type,
      entityId: rule.id,
      before,
      after: rule,
    });
    return rule;
  });
}
