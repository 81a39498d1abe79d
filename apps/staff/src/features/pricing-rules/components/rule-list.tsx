import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import type { TPricingRule, TPricingRuleType } from '@tableside/shared/contract/pricing-rules';
import { formatRate } from '@tableside/shared/domain/bill-rows';
import { formatInr } from '@tableside/shared/domain/money';
import { ArrowDown, ArrowUp, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { usePricingWrite } from '../api/use-pricing-writes';

const TITLES: Record<TPricingRuleType, { title: string; one: string }> = {
  charges: { title: 'Charges', one: 'charge' },
  taxes: { title: 'Taxes', one: 'tax' },
};

function describe(rule: TPricingRule, categories: readonly TCatalogueCategory[]): string {
  const amount =
    rule.kind === 'FIXED' ? `${formatInr(rule.amount)} per bill` : formatRate(rule.rate);
  const names = rule.categoryIds.map(
    (id) => categories.find((category) => category.id === id)?.name ?? 'an archived category',
  );
  const on = names.length === 0 ? 'all items' : names.join(', ');
  return `${amount} · ${on} · Dine-in · ${rule.inclusive ? 'included in prices' : 'added to the bill'}`;
}

/** One list (charges or taxes) in bill order: edit, archive, move up and down. */
export function RuleList({
  branchId,
  type,
  rules,
  categories,
  onAdd,
  onEdit,
}: {
  branchId: number;
  type: TPricingRuleType;
  rules: readonly TPricingRule[];
  categories: readonly TCatalogueCategory[];
  onAdd: () => void;
  onEdit: (rule: TPricingRule) => void;
}) {
  const write = usePricingWrite(branchId);
  const { title, one } = TITLES[type];
  const [archiving, setArchiving] = useState<TPricingRule | null>(null);
  const archive = (rule: TPricingRule) =>
    write.mutate(
      { kind: 'archive', type, ruleId: rule.id, version: rule.version },
      { onSettled: () => setArchiving(null) },
    );
  const move = (index: number, delta: number) => {
    const ids = rules.map((rule) => rule.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + delta, 0, moved);
    write.mutate({ kind: 'order', type, orderedIds: ids });
  };
  return (
    <section className="card pricing-list" aria-labelledby={`pricing-${type}`}>
      <header className="pricing-list__head">
        <h2 id={`pricing-${type}`}>{title}</h2>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add {one}
        </Button>
      </header>
      {rules.length === 0 ? (
        <p className="pricing-list__empty">No {title.toLowerCase()} yet.</p>
      ) : (
        <ol>
          {rules.map((rule, index) => (
            <li key={rule.id} className="pricing-rule">
              <div className="pricing-rule__text">
                <strong>{rule.name}</strong>
                <span>{describe(rule, categories)}</span>
              </div>
              <div className="pricing-rule__actions">
                <Button
                  variant="ghost"
                  aria-label={`Move ${rule.name} up`}
                  disabled={index === 0 || write.isPending}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Move ${rule.name} down`}
                  disabled={index === rules.length - 1 || write.isPending}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Edit ${rule.name}`}
                  onClick={() => onEdit(rule)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="danger"
                  disabled={write.isPending}
                  onClick={() => setArchiving(rule)}
                >
                  Archive
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <Dialog
        open={archiving !== null}
        title={`Archive ${archiving?.name ?? ''}?`}
        onClose={() => setArchiving(null)}
        actions={
          <>
            <Button onClick={() => setArchiving(null)}>Keep it</Button>
            <Button
              variant="danger"
              busy={write.isPending}
              onClick={() => archiving && archive(archiving)}
            >
              Archive
            </Button>
          </>
        }
      >
        <p>
          Orders opened from now on are billed without it. Orders already open keep it on their
          bill.
        </p>
      </Dialog>
    </section>
  );
}
