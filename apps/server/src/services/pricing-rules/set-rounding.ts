import type { TPricingRules, TRoundingBody } from '@tableside/shared/contract/pricing-rules';
import type { Database } from '../../db/client';
import { writeBranchPricingSetting } from './branch-setting-write';
import type { PricingScope } from './pricing-scope';

/** The branch's rounding of the payable. Orders opened from now on round this way. */
export function setRounding(
  db: Database,
  scope: PricingScope,
  body: TRoundingBody,
): Promise<TPricingRules> {
  return writeBranchPricingSetting(db, scope, {
    setting: 'rounding',
    value: body.rounding,
    version: body.version,
    type: 'rounding',
  });
}
