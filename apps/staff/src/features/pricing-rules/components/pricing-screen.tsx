import type { TPricingRule, TPricingRuleType } from '@tableside/shared/contract/pricing-rules';
import { notAllowedMessage } from '@tableside/shared/domain/staff-permissions';
import { useState } from 'react';
import { EmptyState, ErrorState, PageHeader, Skeleton } from '../../../components/ui/states';
import { useCurrentBranch } from '../../../lib/branch';
import { useCan } from '../../../lib/session';
import { usePricingRules, useRuleCategories } from '../api/use-pricing-rules';
import { ruleAsBillRate } from '../lib/rule-form';
import { RoundingField } from './rounding-field';
import { RuleFormDialog } from './rule-form-dialog';
import { RuleList } from './rule-list';
import { SampleBill } from './sample-bill';
import { SplitBillField } from './split-bill-field';
import './pricing.css';

const TITLE = 'Charges and taxes';

/** The branch's charges, taxes and rounding, with a sample bill that follows them. */
export function PricingScreen() {
  return useCan('editBranchSettings') ? (
    <PricingContent />
  ) : (
    <>
      <PageHeader title={TITLE} />
      <EmptyState title={notAllowedMessage('editBranchSettings')} />
    </>
  );
}

type Open = { type: TPricingRuleType; rule?: TPricingRule } | null;

function PricingContent() {
  const branch = useCurrentBranch();
  const rules = usePricingRules(branch.id);
  const categories = useRuleCategories(branch.id);
  const [open, setOpen] = useState<Open>(null);

  if (rules.isPending || categories.isPending) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Skeleton count={4} height={88} />
      </>
    );
  }
  const failed = rules.error ?? categories.error;
  if (failed || !rules.data || !categories.data) {
    const retry = () => void Promise.all([rules.refetch(), categories.refetch()]);
    return <ErrorState error={failed} onRetry={retry} />;
  }
  const all = rules.data;
  const current = {
    charges: all.charges.map(ruleAsBillRate),
    taxes: all.taxes.map(ruleAsBillRate),
    rounding: all.rounding,
  };
  const list = (type: TPricingRuleType) => (
    <RuleList
      branchId={branch.id}
      type={type}
      rules={all[type]}
      categories={categories.data}
      onAdd={() => setOpen({ type })}
      onEdit={(rule) => setOpen({ type, rule })}
    />
  );

  return (
    <>
      <PageHeader title={TITLE} />
      <div className="pricing-layout">
        <div className="pricing-lists">
          {list('charges')}
          {list('taxes')}
        </div>
        <aside className="pricing-layout__aside" aria-label="Rounding, split bill and sample bill">
          <RoundingField branchId={branch.id} rules={all} />
          <SplitBillField branchId={branch.id} rules={all} />
          <SampleBill rules={current} categories={categories.data} />
        </aside>
      </div>
      {open ? (
        <RuleFormDialog
          key={`${open.type}-${open.rule?.id ?? 'new'}`}
          branchId={branch.id}
          type={open.type}
          rule={open.rule}
          all={all}
          categories={categories.data}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
