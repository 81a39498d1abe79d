import type { TPromotionItemChoice } from '@tableside/shared/contract/promotions-admin';
import { formatInr } from '@tableside/shared/domain/money';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { moveBy, searchItems } from '../lib/reorder';

/** Picks the promo items (in the order the promotion page lists them) from the branch's items. */
export function ItemPicker({
  items,
  value,
  onChange,
  error,
}: {
  items: readonly TPromotionItemChoice[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const open = useMemo(
    () => items.filter((i) => !i.archived && !value.includes(i.id)),
    [items, value],
  );
  const hits = query.trim() ? searchItems(open, query, 12) : [];
  const price = (i: TPromotionItemChoice | undefined) =>
    i?.startsAt == null ? 'Not on this branch’s menu' : `STARTS AT ${formatInr(i.startsAt)}`;

  return (
    <div className="promo-picker">
      <label htmlFor={searchId}>Add items</label>
      <input
        id={searchId}
        type="search"
        placeholder="Search the menu"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {hits.length > 0 ? (
        <ul className="promo-picker__hits" aria-label="Matching items">
          {hits.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="promo-picker__hit"
                onClick={() => {
                  onChange([...value, item.id]);
                  setQuery('');
                }}
              >
                <span>{item.name}</span>
                <small>
                  {item.categoryName} · {price(item)}
                </small>
              </button>
            </li>
          ))}
        </ul>
      ) : query.trim() ? (
        <p className="field__hint">No items match.</p>
      ) : null}
      <ol className="promo-picker__chosen" aria-label="Promoted items">
        {value.map((id, index) => {
          const item = byId.get(id);
          const name = item?.name ?? `Item ${id}`;
          return (
            <li key={id}>
              <span>
                {name}
                {item?.archived ? ' (archived: hidden from guests)' : ''}
                <small>{price(item)}</small>
              </span>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => onChange(moveBy(value, index, -1))}
              >
                <ArrowUp aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Move ${name} down`}
                disabled={index === value.length - 1}
                onClick={() => onChange(moveBy(value, index, 1))}
              >
                <ArrowDown aria-hidden="true" />
              </button>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Remove ${name}`}
                onClick={() => onChange(value.filter((v) => v !== id))}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
      {value.length === 0 ? <p className="field__hint">No items yet.</p> : null}
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
