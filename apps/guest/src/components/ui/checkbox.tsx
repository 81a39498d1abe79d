import { Check } from 'lucide-react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './checkbox.css';
import './field.css';
import { useTexts } from '../../lib/i18n/use-texts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** May hold a link (e.g. to the terms); the link stays its own tap target. */
  label: ReactNode;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox (keyboard and screen readers for free) drawn as a large, branded box. */
export function Checkbox({ label, error, id, className, ref, ...input }: CheckboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const { tx } = useTexts();
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div
      className={className ? `ts-checkbox ${className}` : 'ts-checkbox'}
      data-invalid={!!error || undefined}
    >
      <div className="ts-checkbox__row">
        <span className="ts-checkbox__box">
          <input
            ref={ref}
            id={inputId}
            type="checkbox"
            className="ts-checkbox__input"
            aria-invalid={error ? true : undefined}
            aria-describedby={errorId}
            {...input}
          />
          <Check aria-hidden="true" size={18} strokeWidth={3} className="ts-checkbox__mark" />
        </span>
        <label htmlFor={inputId} className="ts-checkbox__label">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} className="ts-field__error">
          {tx(error)}
        </p>
      )}
    </div>
  );
}
