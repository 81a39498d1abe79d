import { GUESTS_MAX, GUESTS_MIN } from '@tableside/shared/domain/constants';
import { type Ref, useId } from 'react';
import '../../../components/ui/field.css';
import './guest-count-picker.css';
import { useTexts } from '../../../lib/i18n/use-texts';

interface GuestCountPickerProps {
  value: number | null;
  onChange: (guests: number) => void;
  error?: string | null;
  disabled?: boolean;
  /** The first option, so a submit with errors can move focus here. */
  ref?: Ref<HTMLInputElement>;
}

const COUNTS = Array.from({ length: GUESTS_MAX - GUESTS_MIN + 1 }, (_, i) => GUESTS_MIN + i);

/**
 * The guest count of a new table, chosen by buttons 1 to 6 (spec section 5). Radio inputs
 * under the buttons give arrow-key selection and 'n of 6' to screen readers.
 */
export function GuestCountPicker({ value, onChange, error, disabled, ref }: GuestCountPickerProps) {
  const { t, tx } = useTexts();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className="ts-guest-count"
      data-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="ts-field__label">{t('numberOfGuests')}</legend>
      <div className="ts-guest-count__options">
        {COUNTS.map((count) => (
          <label key={count} className="ts-guest-count__option">
            <input
              ref={count === GUESTS_MIN ? ref : undefined}
              type="radio"
              name={name}
              value={count}
              checked={value === count}
              onChange={() => onChange(count)}
              className="ts-guest-count__input"
              aria-label={count === 1 ? t('oneGuest') : t('manyGuests', { count })}
            />
            <span aria-hidden="true">{count}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="ts-field__error">
          {tx(error)}
        </p>
      )}
    </fieldset>
  );
}
