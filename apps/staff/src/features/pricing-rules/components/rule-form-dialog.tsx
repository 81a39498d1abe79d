import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import type {
  TPricingRule,
  TPricingRules,
  TPricingRuleType,
} from '@tableside/shared/contract/pricing-rules';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DiscardDialog } from '../../../components/ui/discard-dialog';
import { errorMessage } from '../../../lib/api';
import { useDiscardGuard } from '../../../lib/use-discard-guard';
import { usePricingWrite } from '../api/use-pricing-writes';
import {
  type RuleValues,
  ruleAsBillRate,
  ruleErrors,
  ruleValuesOf,
  sameValues,
  toRuleBody,
  valuesAsBillRate,
} from '../lib/rule-form';
import { RuleFields } from './rule-fields';
import { SampleBill } from './sample-bill';

/** The branch's rules with the form's draft in place of (or after) the rule edited. */
function draftRules(all: TPricingRules, type: TPricingRuleType, values: RuleValues, id?: number) {
  const draft = valuesAsBillRate(values);
  const list = (t: TPricingRuleType) => {
    const rules = all[t].map((rule) =>
      rule.id === id && t === type ? draft : ruleAsBillRate(rule),
    );
    return t === type && id === undefined ? [...rules, draft] : rules;
  };
  return { charges: list('charges'), taxes: list('taxes'), rounding: all.rounding };
}

/** Adds or edits a charge or a tax, with the sample bill following the form as it is typed. */
export function RuleFormDialog({
  branchId,
  type,
  rule,
  all,
  categories,
  onClose,
}: {
  branchId: number;
  type: TPricingRuleType;
  rule?: TPricingRule;
  all: TPricingRules;
  categories: readonly TCatalogueCategory[];
  onClose: () => void;
}) {
  const write = usePricingWrite(branchId);
  const [initial] = useState(() => ruleValuesOf(rule));
  const [values, setValues] = useState<RuleValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const dirty = !sameValues(values, initial) && !write.isSuccess;
  const guard = useDiscardGuard(dirty, onClose);
  const errors = submitted ? ruleErrors(values) : {};
  const one = type === 'charges' ? 'charge' : 'tax';

  const change = (patch: Partial<RuleValues>) => {
    write.reset();
    setValues((v) => ({ ...v, ...patch }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(ruleErrors(values)).length > 0) return;
    const body = toRuleBody(values);
    guard.allowNextNavigation();
    write.mutate(
      rule
        ? { kind: 'update', type, ruleId: rule.id, body: { ...body, version: rule.version } }
        : { kind: 'create', type, body },
      { onSuccess: onClose },
    );
  }

  return (
    <>
      <Dialog
        // The question takes the form's place rather than stacking over it.
        open={!guard.dialogProps.open}
        title={rule ? `Edit ${rule.name}` : `Add ${one}`}
        onClose={guard.requestClose}
        actions={
          <>
            <Button onClick={guard.requestClose}>Cancel</Button>
            <Button variant="primary" type="submit" form="pricing-rule-form" busy={write.isPending}>
              {rule ? 'Save' : `Add ${one}`}
            </Button>
          </>
        }
      >
        <form id="pricing-rule-form" className="pricing-form" onSubmit={submit} noValidate>
          <RuleFields values={values} errors={errors} categories={categories} onChange={change} />
          {write.error ? (
            <p className="field__error" role="alert">
              {errorMessage(write.error)}
            </p>
          ) : null}
        </form>
        <SampleBill
          rules={draftRules(all, type, values, rule?.id)}
          categories={categories}
          initialCategoryId={values.allItems ? null : (values.categoryIds[0] ?? null)}
        />
      </Dialog>
      <DiscardDialog what={`this ${one}`} {...guard.dialogProps} />
    </>
  );
}
