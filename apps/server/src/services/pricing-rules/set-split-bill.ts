import type {
  TPricingRules,
  TSplitBillSettingBody,
} from '@tableside/shared/contract/pricing-rules';
import type { Database } from '../../db/client';
import { writeBranchPricingSetting } from './branch-setting-write';
import type { PricingScope } from './pricing-scope';

/**
 * 'Guests may split the bill' (issue 17, decision 0019). It applies to the branch's open orders
 * at once: a guest's next share request reads it.
 */
export function setSplitBill(
  db: Database,
  scope: PricingScope,
  body: TSplitBillSettingBody,
): Promise<TPricingRules> {
  return writeBranchPricingSetting(db, scope, {
    setting: 'splitBill',
    value: body.splitBill,
    version: body.version,
    type: 'split-bill',
  });
}
