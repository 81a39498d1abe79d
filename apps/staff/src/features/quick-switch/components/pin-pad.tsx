import { PIN_MAX_DIGITS } from '@tableside/shared/domain/staff-pin';
import { Delete } from 'lucide-react';
import { LabelledField } from '../../../components/ui/labelled-field';
import { pressKey } from '../lib/pin-entry';
import './quick-switch.css';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

interface PinPadProps {
  label: string;
  value: string;
  onChange: (pin: string) => void;
  error?: string;
}

/**
 * A PIN typed on the keyboard or tapped on a large digit pad (64 px keys, for a tablet held
 * on the floor); the field keeps the digits hidden.
 */
export function PinPad({ label, value, onChange, error }: PinPadProps) {
  return (
    <div className="pin-pad">
      <LabelledField label={label} error={error}>
        {(p) => (
          <input
            {...p}
            className="pin-pad__input"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={PIN_MAX_DIGITS}
            value={value}
            onChange={(e) => onChange(e.target.value.replace(/[^0-9]/g, ''))}
          />
        )}
      </LabelledField>
      <fieldset className="pin-pad__keys">
        <legend className="visually-hidden">{`${label} keypad`}</legend>
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className="pin-pad__key"
            onClick={() => onChange(pressKey(value, key))}
          >
            {key}
          </button>
        ))}
        <button
          type="button"
          className="pin-pad__key pin-pad__key--muted"
          onClick={() => onChange('')}
        >
          Clear
        </button>
        <button
          type="button"
          className="pin-pad__key"
          onClick={() => onChange(pressKey(value, '0'))}
        >
          0
        </button>
        <button
          type="button"
          className="pin-pad__key pin-pad__key--muted"
          aria-label="Delete last digit"
          onClick={() => onChange(pressKey(value, 'back'))}
        >
          <Delete aria-hidden="true" />
        </button>
      </fieldset>
    </div>
  );
}
