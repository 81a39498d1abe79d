import type { TPricingRules } from '@tableside/shared/contract/pricing-rules';
import type { BillRounding } from '@tableside/shared/domain/enums';
import { useId } from 'react';
import { usePricingWrite } from '../api/use-pricing-writes';

const LABELS: Record<BillRounding, string> = {
  RUPEE: 'To the nearest rupee (Round Off line)',
  NONE: 'No rounding (paise kept)',
};

/** The branch's rounding of the total payable; a choice saves at once. */
export function RoundingField({ branchId, rules }: { branchId: number; rules: TPricingRules }) {
  const write = usePricingWrite(branchId);
  const id = useId();
  return (
    <section className="pricing-rounding" aria-label="Rounding">
      <div className="field">
        <label htmlFor={id}>Round the total payable</label>
        <select
          id={id}
          value={rules.rounding}
          disabled={write.isPending}
          onChange={(e) =>
            write.mutate({
              kind: 'rounding',
              body: { rounding: e.target.value as BillRounding, version: rules.roundingVersion },
            })
          }
        >
          {(Object.keys(LABELS) as BillRounding[]).map((rounding) => (
            <option key={rounding} value={rounding}>
              {LABELS[rounding]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
