import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type InputHTMLAttributes, useId } from 'react';

interface RowInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The accessible name ('Size 2 price'); rows show column headings instead of labels. */
  label: string;
  field: string;
  error?: string;
}

/** An input in a list row: named for screen readers, its problem right under it. */
export function RowInput({ label, field, error, className, ...input }: RowInputProps) {
  const id = useId();
  return (
    <div className={`row-input ${className ?? ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        data-field={field}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

interface RowActionsProps {
  /** What the row is called in the buttons' names ('Size Regular'). */
  name: string;
  index: number;
  count: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** A list that must keep a row (sizes keep one). */
  keepOne?: boolean;
}

/** Move up, move down and remove: buttons, so the order changes without a mouse too. */
export function RowActions({ name, index, count, onMove, onRemove, keepOne }: RowActionsProps) {
  return (
    <div className="row-actions">
      <button
        type="button"
        className="icon-btn"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-btn"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden="true" />
      </button>
      <button
        type="button"
        className="icon-btn icon-btn--danger"
        aria-label={`Remove ${name}`}
        disabled={keepOne && count === 1}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" />
      </button>
    </div>
  );
}
