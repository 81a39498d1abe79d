import {
  PRICING_CONFLICT_MESSAGE,
  type TPricingRules,
} from '@tableside/shared/contract/pricing-rules';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { branchSettings } from '../../db/schema/index';
import { VersionConflictError } from '../../lib/version-conflict-error';
import { readPricingRules, readRounding } from './pricing-rule-view';
import { auditPricing, type PricingScope } from './pricing-scope';

type PricingSetting = 'rounding' | 'splitBill';
type SettingsRow = Awaited<ReturnType<typeof readRounding>>;

const COLUMN = { rounding: 'rounding', splitBill: 'splitBillEnabled' } as const;

/**
 * One of the branch's bill settings, over the settings version the editor read (the hours and
 * the other settings share it): a stale version gets 409 with what is there now.
 */
export function writeBranchPricingSetting<K extends PricingSetting>(
  db: Database,
  scope: PricingScope,
  change: { setting: K; value: SettingsRow[K]; version: number; type: 'rounding' | 'split-bill' },
): Promise<TPricingRules> {
  return db.transaction(async (tx) => {
    const before = await readRounding(tx, scope.branchId, true);
    if (before.version !== change.version) {
      const current = await readPricingRules(tx, scope.branchId);
      throw new VersionConflictError(PRICING_CONFLICT_MESSAGE, current);
    }
    await tx
      .update(branchSettings)
      .set({ [COLUMN[change.setting]]: change.value, version: sql`${branchSettings.version} + 1` })
      .where(eq(branchSettings.branchId, scope.branchId));
    await auditPricing(tx, scope, {
      action: `${change.type}.update`,
      type: change.type,
      entityId: scope.branchId,
      before: before[change.setting],
      after: change.value,
    });
    return readPricingRules(tx, scope.branchId);
  });
}
