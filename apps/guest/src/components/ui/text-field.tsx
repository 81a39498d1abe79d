import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './field.css';
import { useTexts } from '../../lib/i18n/use-texts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Shown under the field and linked to it; marks the field invalid. */
  error?: string | null;
  hint?: ReactNode;
  /** Content inside the field's frame before the input (a country code, an icon). */
  start?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  start,
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const { tx } = useTexts();
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={className ? `ts-field ${className}` : 'ts-field'}
      data-invalid={!!error || undefined}
    >
      <label className="ts-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="ts-field__control">
        {start}
        <input
          ref={ref}
          id={inputId}
          className="ts-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
      </div>
      {hint && (
        <p id={hintId} className="ts-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ts-field__error">
          {tx(error)}
        </p>
      )}
    </div>
  );
}
