import { type ReactNode, useId } from 'react';

interface RupeeFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (text: string) => void;
  /** The check's message for what was typed, shown once the form was sent. */
  problem: string | null;
  /** What the amount is for, read out with the field. */
  hint: ReactNode;
  placeholder?: string;
  /** A fixed amount (a split bill's rest): shown, not typed. */
  readOnly?: boolean;
}

/** A rupee amount typed on a phone keypad, with its hint and the message of a wrong value. */
export function RupeeField({
  label,
  name,
  value,
  onChange,
  problem,
  hint,
  placeholder,
  readOnly,
}: RupeeFieldProps) {
  const errorId = useId();
  const hintId = useId();
  return (
    <>
      <label className="field">
        {label}
        <input
          name={name}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          readOnly={readOnly}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        />
        {problem ? (
          <span id={errorId} className="field__error" role="alert">
            {problem}
          </span>
        ) : null}
      </label>
      <p id={hintId} className="checkout-card__hint">
        {hint}
      </p>
    </>
  );
}
