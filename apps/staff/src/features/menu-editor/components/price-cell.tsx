import type { TCatalogueItem, TCatalogueSize } from '@tableside/shared/contract/catalogue';
import { formatInr } from '@tableside/shared/domain/money';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api';
import { useSizeAtBranch } from '../api/use-branch-controls';
import { checkPrice, priceText } from '../lib/price-input';

interface PriceCellProps {
  branchId: number;
  item: TCatalogueItem;
  size: TCatalogueSize;
  /** Shows the size's name before the price (items with more than one size). */
  showName: boolean;
}

/**
 * A size's price at this branch, edited in place: a tap turns it into an input, Enter saves,
 * Escape leaves it. A refusal (400, 409) stays under the input with the typed value.
 */
export function PriceCell({ branchId, item, size, showName }: PriceCellProps) {
  const [editing, setEditing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Closing the editor (saved, Escape, Cancel) puts focus back on the price.
  useEffect(() => {
    if (!editing && wasEditing.current) button.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const price = size.price ?? size.defaultPrice;
  const label = `Price of ${item.name}${showName ? ` (${size.name})` : ''} at this branch`;
  const own = size.price !== null && size.price !== size.defaultPrice;

  if (!editing) {
    return (
      <button
        ref={button}
        type="button"
        className="price-cell"
        aria-label={`${label}: ${formatInr(price)}. Edit`}
        disabled={!item.onMenu}
        title={own ? `Brand price ${formatInr(size.defaultPrice)}` : undefined}
        onClick={() => setEditing(true)}
      >
        {showName ? <span className="price-cell__size">{size.name}</span> : null}
        <span className="money">{formatInr(price)}</span>
        {own ? <span className="price-cell__own">branch</span> : null}
      </button>
    );
  }

  return (
    <PriceEditor
      branchId={branchId}
      item={item}
      size={size}
      showName={showName}
      label={label}
      price={price}
      onDone={() => setEditing(false)}
    />
  );
}

interface PriceEditorProps extends PriceCellProps {
  label: string;
  price: number;
  onDone: () => void;
}

/** The open editor: mounted only while editing, so a closed row holds no mutation. */
function PriceEditor({ branchId, item, size, showName, label, price, onDone }: PriceEditorProps) {
  const [text, setText] = useState(() => priceText(price));
  const [error, setError] = useState<string | null>(null);
  const save = useSizeAtBranch(branchId);
  const id = useId();

  const submit = () => {
    const checked = checkPrice(text);
    if (!checked.ok) return setError(checked.message);
    if (checked.rupees === price) return onDone();
    setError(null);
    save.mutate(
      {
        item,
        sizeIds: [size.id],
        body: { price: checked.rupees },
        done: `${item.name}${showName ? ` (${size.name})` : ''}: ${formatInr(checked.rupees)}`,
      },
      { onSuccess: onDone, onError: (caught) => setError(errorMessage(caught)) },
    );
  };

  return (
    <form
      className="price-edit"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <span className="price-edit__box">
        <span aria-hidden="true">₹</span>
        <input
          id={id}
          inputMode="decimal"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // biome-ignore lint/a11y/noAutofocus: opened by the tap on the price, to type at once
          autoFocus
          onFocus={(event) => event.target.select()}
          onChange={(event) => setText(event.target.value)}
        />
      </span>
      <button type="submit" className="mini-btn mini-btn--primary" disabled={save.isPending}>
        Save
      </button>
      <button type="button" className="mini-btn" onClick={() => onDone()}>
        Cancel
      </button>
      {error ? (
        <span id={`${id}-error`} className="inline-error" role="alert">
          {error}
        </span>
      ) : null}
    </form>
  );
}
