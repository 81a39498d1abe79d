import { CATALOGUE_LIMITS, type TCatalogueItem } from '@tableside/shared/contract/catalogue';
import { X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { recommendable } from '../lib/recommendable';

interface RecommendedPickerProps {
  selected: number[];
  items: readonly TCatalogueItem[];
  /** The item being edited (null for a new one): it cannot recommend itself. */
  selfId: number | null;
  error?: string;
  onChange: (ids: number[]) => void;
}

const SHOWN = 30;

/** Items suggested with this one: search by name, tick to add, chips to take off. */
export function RecommendedPicker({
  selected,
  items,
  selfId,
  error,
  onChange,
}: RecommendedPickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const matches = useMemo(() => recommendable(items, selfId, query), [items, selfId, query]);
  const full = selected.length >= CATALOGUE_LIMITS.recommendations;
  const toggle = (itemId: number, on: boolean) =>
    onChange(on ? [...selected, itemId] : selected.filter((old) => old !== itemId));

  return (
    <section className="item-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Recommended items</h2>
      <p className="item-section__note" id={`${id}-note`}>
        Shown to the guest with this item (at most {CATALOGUE_LIMITS.recommendations}).
      </p>
      {selected.length ? (
        <ul className="chips" aria-label="Recommended">
          {selected.map((itemId) => {
            const name = byId.get(itemId)?.name ?? `Item ${itemId}`;
            return (
              <li key={itemId} className="chip">
                {name}
                <button
                  type="button"
                  className="chip__remove"
                  aria-label={`Stop recommending ${name}`}
                  onClick={() => toggle(itemId, false)}
                >
                  <X aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="field">
        <label htmlFor={id}>Find an item</label>
        <input
          id={id}
          type="search"
          data-field="recommendedIds"
          value={query}
          placeholder="Type a name"
          aria-describedby={`${id}-note`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setQuery(event.target.value)}
        />
        {error ? <span className="field__error">{error}</span> : null}
      </div>
      {query.trim() ? (
        <fieldset className="pick-list">
          <legend className="visually-hidden">Items matching “{query.trim()}”</legend>
          {matches.length === 0 ? <p className="item-section__note">No item matches.</p> : null}
          {matches.slice(0, SHOWN).map((item) => {
            const on = selected.includes(item.id);
            return (
              <label key={item.id} className="check pick-list__item">
                <input
                  type="checkbox"
                  checked={on}
                  disabled={!on && full}
                  onChange={(event) => toggle(item.id, event.target.checked)}
                />
                {item.name}
              </label>
            );
          })}
          {matches.length > SHOWN ? (
            <p className="item-section__note">
              {matches.length - SHOWN} more: type more of the name.
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </section>
  );
}
