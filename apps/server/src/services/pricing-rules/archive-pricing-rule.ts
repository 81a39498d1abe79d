import {
  PRICING_CONFLICT_MESSAGE,
  type TArchivePricingRuleBody,
  type TPricingRuleType,
} from '@tableside/shared/contract/pricing-rules';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { lockRule } from './pricing-rule-view';
import { auditPricing, type PricingScope, ruleTable } from './pricing-scope';

/**
 * Archives a charge or a tax (kept, not deleted: audit records and snapshots name it). Orders
 * opened from now on are billed without it; open ones keep it.
 */
export function archivePricingRule(
  deps: { db: Database; clock: Clock },
  scope: PricingScope,
  target: { type: TPricingRuleType; ruleId: number },
  body: TArchivePricingRuleBody,
): Promise<void> {
  const table = ruleTable(target.type);
  return deps.db.transaction(async (tx) => {
    const before = await lockRule(tx, table, scope, target.ruleId);
    if (before.version !== body.version) {
      throw new VersionConflictError(PRICING_CONFLICT_MESSAGE, before);
    }
    await tx
      .update(table)
      .set({ archivedAt: deps.clock.now(), version: sql`${table.version} + 1` })
      .where(eq(table.id, target.ruleId));
    await auditPricing(tx, scope, {
      action: `${target.type}.archive`,
      type: target.type,
      entityId: target.ruleId,
      before,
      after: null,
    });
  });
}
