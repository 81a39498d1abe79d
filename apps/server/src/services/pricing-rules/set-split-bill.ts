import {
  PRICING_CONFLICT_MESSAGE,
  type TPricingRules,
  type TSplitBillSettingBody,
} from '@tableside/shared/contract/pricing-rules';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchSettings } from '../../db/schema/index';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { readPricingRules, readRounding } from './pricing-rule-view';
import { auditPricing, type PricingScope } from './pricing-scope';

/**
 * 'Guests may split the bill' (issue 17, decision 0019), over the settings version the editor
 * read. It applies to the branch's open orders at once: a guest's next share request reads it.
 */
export function setSplitBill(
  db: Database,
  scope: PricingScope,
  body: TSplitBillSettingBody,
): Promise<TPricingRules> {
  return db.transaction(async (tx) => {
    const before = await readRounding(tx, scope.branchId, true);
    if (before.version !== body.version) {
      const current = await readPricingRules(tx, scope.branchId);
      throw new VersionConflictError(PRICING_CONFLICT_MESSAGE, current);
    }
    await tx
      .update(branchSettings)
      .set({ splitBillEnabled: body.splitBill, version: sql`${branchSettings.version} + 1` })
      .where(eq(branchSettings.branchId, scope.branchId));
    await auditPricing(tx, scope, {
      action: 'split-bill.update',
      type: 'split-bill',
      entityId: scope.branchId,
      before: before.splitBill,
      after: body.splitBill,
    });
    return readPricingRules(tx, scope.branchId);
  });
}
