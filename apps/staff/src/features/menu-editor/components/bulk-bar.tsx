import type { TCatalogueCategory } from '@tableside/shared/contract/catalogue';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type BulkForm, type BulkKind, checkBulk, EMPTY_BULK_FORM } from '../lib/bulk-change';
import { categoryPath } from '../lib/category-tree';
import { TAB_LABELS, TAB_ORDER } from '../lib/menu-tabs';
import { BulkConfirmDialog } from './bulk-confirm-dialog';
import { BulkFields } from './bulk-fields';
import { SelectBox } from './select-box';

interface BulkBarProps {
  branchId: number;
  categories: readonly TCatalogueCategory[];
  selectedIds: readonly number[];
  /** Rows the filters show, for 'select all'. */
  matching: number;
  onSelectAllMatching: () => void;
  onClear: () => void;
}

const KINDS: Record<BulkKind, string> = {
  price: 'Change price',
  category: 'Move to category',
  availability: 'Set availability',
  tags: 'Add or remove tags',
};

/** Shown while items are selected: one change for all of them, confirmed first. */
export function BulkBar({
  branchId,
  categories,
  selectedIds,
  matching,
  onSelectAllMatching,
  onClear,
}: BulkBarProps) {
  const [form, setForm] = useState<BulkForm>(EMPTY_BULK_FORM);
  const [problem, setProblem] = useState<{ field: keyof BulkForm; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const byId = useMemo(() => new Map(categories.map((c) => [c.id, c])), [categories]);
  const options = useMemo(
    () =>
      TAB_ORDER.map((tab) => ({
        tab,
        label: TAB_LABELS[tab],
        categories: categories
          .filter((c) => c.tab === tab && !c.archived)
          .map((c) => ({ id: c.id, label: categoryPath(byId, c.id) }))
          .sort((a, b) => a.label.localeCompare(b.label)),
      })),
    [categories, byId],
  );
  const count = selectedIds.length;
  const checked = checkBulk(form, count, (id) => categoryPath(byId, id));

  const change = (next: Partial<BulkForm>) => {
    setForm((old) => ({ ...old, ...next }));
    setProblem(null);
  };

  return (
    <section className="bulk-bar" aria-label="Bulk edit">
      <div className="bulk-bar__selection">
        <strong>{count} selected</strong>
        {matching > count ? (
          <button type="button" className="link-btn" onClick={onSelectAllMatching}>
            Select all {matching} shown
          </button>
        ) : null}
        <button type="button" className="link-btn" onClick={onClear}>
          Clear selection
        </button>
      </div>
      <form
        className="bulk-bar__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!checked.ok) return setProblem({ field: checked.field, message: checked.message });
          setConfirming(true);
        }}
      >
        <SelectBox
          label="Bulk action"
          value={form.kind}
          onChange={(event) => change({ kind: event.target.value as BulkKind })}
        >
          {Object.entries(KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectBox>
        {problem?.field === 'kind' ? (
          <span className="inline-error" role="alert">
            {problem.message}
          </span>
        ) : null}
        <BulkFields form={form} problem={problem} options={options} onChange={change} />
        <Button type="submit" variant="primary">
          Apply to {count}
        </Button>
      </form>
      {checked.ok ? (
        <BulkConfirmDialog
          open={confirming}
          branchId={branchId}
          productIds={selectedIds}
          change={checked.change}
          summary={checked.summary}
          onClose={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            setForm(EMPTY_BULK_FORM);
            onClear();
          }}
        />
      ) : null}
    </section>
  );
}
