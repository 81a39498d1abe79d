import {
  PRICING_RULES_ROUTES as R,
  type TCreatePricingRuleBody,
  type TPricingRuleType,
  type TRoundingBody,
  type TSplitBillSettingBody,
  ZPricingRule,
  ZPricingRules,
} from '@tableside/shared/contract/pricing-rules';
import { buildPath } from '@tableside/shared/contract/routes';
import type { BillRounding } from '@tableside/shared/domain/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api';
import { pricingKey } from './use-pricing-rules';

export type PricingWrite =
  | { kind: 'create'; type: TPricingRuleType; body: TCreatePricingRuleBody }
  | {
      kind: 'update';
      type: TPricingRuleType;
      ruleId: number;
      body: TCreatePricingRuleBody & { version: number };
    }
  | { kind: 'archive'; type: TPricingRuleType; ruleId: number; version: number }
  | { kind: 'order'; type: TPricingRuleType; orderedIds: number[] }
  | { kind: 'rounding'; body: TRoundingBody & { rounding: BillRounding } }
  | { kind: 'splitBill'; body: TSplitBillSettingBody };

const SUCCESS: Record<PricingWrite['kind'], string> = {
  create: 'Added',
  update: 'Saved',
  archive: 'Archived',
  order: 'Order saved',
  rounding: 'Rounding saved',
  splitBill: 'Split bill setting saved',
};

function send(branchId: number, w: PricingWrite): Promise<unknown> {
  switch (w.kind) {
    case 'create':
      return apiRequest({
        path: buildPath(R.create, { branchId, ruleType: w.type }),
        method: 'POST',
        body: w.body,
        schema: ZPricingRule,
      });
    case 'update':
      return apiRequest({
        path: buildPath(R.rule, { branchId, ruleType: w.type, ruleId: w.ruleId }),
        method: 'PATCH',
        body: w.body,
        schema: ZPricingRule,
      });
    case 'archive':
      return apiRequest({
        path: buildPath(R.archive, { branchId, ruleType: w.type, ruleId: w.ruleId }),
        method: 'PUT',
        body: { version: w.version },
        schema: null,
      });
    case 'order':
      return apiRequest({
        path: buildPath(R.order, { branchId, ruleType: w.type }),
        method: 'PUT',
        body: { orderedIds: w.orderedIds },
        schema: null,
      });
    // Both are branch settings over one version, answered with the rules.
    case 'rounding':
    case 'splitBill':
      return apiRequest({
        path: buildPath(R[w.kind], { branchId }),
        method: 'PUT',
        body: w.body,
        schema: ZPricingRules,
      });
  }
}

/**
 * Every write of the screen. Success toasts and reloads the rules; a 409 (someone else saved
 * meanwhile) reloads them too. The form shows its own failures beside its fields, so only the
 * list's actions (order, archive, rounding, split bill) toast theirs.
 */
export function usePricingWrite(branchId: number) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: pricingKey(branchId) });
  return useMutation({
    mutationFn: (write: PricingWrite) => send(branchId, write),
    onSuccess: (_answer, write) => {
      toast.success(SUCCESS[write.kind]);
      return reload();
    },
    onError: (error, write) => {
      if (error instanceof ApiError && error.status === 409) void reload();
      if (write.kind !== 'create' && write.kind !== 'update') toast.error(errorMessage(error));
    },
  });
}
