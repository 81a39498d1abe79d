import { type ReactNode, useId } from 'react';
import './ui.css';
import './labelled-field.css';

/** What the field's input spreads: its id for the label, its state for screen readers. */
export interface FieldInputProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LabelledFieldProps {
  label: string;
  error?: string;
  /** A note under the input (shown when there is no error). */
  hint?: ReactNode;
  children: (input: FieldInputProps) => ReactNode;
}

/**
 * A labelled input with its message underneath. The message sits outside the <label> so the
 * input's accessible name stays the label alone; aria-describedby reads the message.
 */
export function LabelledField({ label, error, hint, children }: LabelledFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': note ? noteId : undefined,
      })}
      {note ? (
        <span id={noteId} className={error ? 'field__error' : 'field__hint'} aria-live="polite">
          {note}
        </span>
      ) : null}
    </div>
  );
}
