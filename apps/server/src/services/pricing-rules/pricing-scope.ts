// What every charge and tax write is scoped by, the errors they share and their audit record.
import type { TPricingRuleType } from '@tableside/shared/contract/pricing-rules';
import type { Database } from '../../db/client';
import { branchCharges, branchTaxes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';

/** The brand, the branch in the path and who edits (for the audit trail). */
export interface PricingScope {
  tenantId: number;
  branchId: number;
  staffUserId: number;
}

/** 400 naming the field, the way the edge's zod errors read. */
export const fieldError = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `${field}: ${message}`);

export const ruleTable = (type: TPricingRuleType) =>
  type === 'charges' ? branchCharges : branchTaxes;

export type RuleTable = ReturnType<typeof ruleTable>;

const ENTITY: Record<TPricingRuleType, string> = { charges: 'branchCharge', taxes: 'branchTax' };

export function auditPricing(
  tx: Database,
  scope: PricingScope,
  change: {
    action: string;
    type: TPricingRuleType | 'rounding' | 'split-bill';
    entityId: number;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  return writeAudit(tx, {
    tenantId: scope.tenantId,
    staffUserId: scope.staffUserId,
    action: `pricing.${change.action}`,
    entity:
      change.type === 'rounding' || change.type === 'split-bill'
        ? 'branchSettings'
        : ENTITY[change.type],
    entityId: change.entityId,
    detail: { branchId: scope.branchId, before: change.before, after: change.after },
  });
}
