import type { TPricingRules } from '@tableside/shared/contract/pricing-rules';
import { Switch } from '../../../components/ui/switch';
import { usePricingWrite } from '../api/use-pricing-writes';

/**
 * 'Guests may split the bill' (decision 0019): saves at once over the settings version the
 * rounding shares, so a change made meanwhile answers 409 and reloads like the rounding's.
 */
export function SplitBillField({ branchId, rules }: { branchId: number; rules: TPricingRules }) {
  const write = usePricingWrite(branchId);
  const on = rules.splitBill;
  return (
    <section className="pricing-rounding" aria-labelledby="pricing-split-title">
      <Switch
        label="Guests may split the bill"
        labelId="pricing-split-title"
        on={on}
        disabled={write.isPending}
        onToggle={() =>
          write.mutate({
            kind: 'splitBill',
            body: { splitBill: !on, version: rules.roundingVersion },
          })
        }
      />
      <p className="pricing-note">
        {on
          ? 'Guests pay their share at the table: the whole rest, equal parts, their items or an amount, each with a tip. Staff take whatever is left.'
          : 'One guest pays the whole bill, or staff record the payment.'}
      </p>
    </section>
  );
}
