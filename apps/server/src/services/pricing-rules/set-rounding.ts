import {
  PRICING_CONFLICT_MESSAGE,
  type TPricingRules,
  type TRoundingBody,
} from '@tableside/shared/contract/pricing-rules';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchSettings } from '../../db/schema/index';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { readPricingRules, readRounding } from './pricing-rule-view';
import { auditPricing, type PricingScope } from './pricing-scope';

/**
 * The branch's rounding of the payable, over the settings version the editor read (the hours
 * and other settings share it). Orders opened from now on round this way.
 */
export function setRounding(
  db: Database,
  scope: PricingScope,
  body: TRoundingBody,
): Promise<TPricingRules> {
  return db.transaction(async (tx) => {
    const before = await readRounding(tx, scope.branchId, true);
    if (before.version !== body.version) {
      const current = await readPricingRules(tx, scope.branchId);
      throw new VersionConflictError(PRICING_CONFLICT_MESSAGE, current);
    }
    await tx
      .update(branchSettings)
      .set({ rounding: body.rounding, version: sql`${branchSettings.version} + 1` })
      .where(eq(branchSettings.branchId, scope.branchId));
    await auditPricing(tx, scope, {
      action: 'rounding.update',
      type: 'rounding',
      entityId: scope.branchId,
      before: before.rounding,
      after: body.rounding,
    });
    return readPricingRules(tx, scope.branchId);
  });
}
