import {
  type ContrastCheck,
  contrastWarningMessage,
} from '@tableside/shared/domain/brand-contrast';
import { Button } from '../../../components/ui/button';
import { LabelledField } from '../../../components/ui/labelled-field';
import { normalisedColor } from '../lib/look-form';
import { ContrastLine } from './contrast-line';

interface ColorFieldProps {
  label: string;
  hint: string;
  value: string;
  /** The last valid colour: the picker shows it while the hex field is half typed. */
  shown: string;
  error?: string;
  /** The pairs this colour is part of. */
  checks: readonly ContrastCheck[];
  /** The pairs whose suggestion changes this colour (this colour is their `field`). */
  suggests: boolean;
  onChange: (value: string) => void;
}

/** A colour: the native picker and the hex field side by side, with its pairs' contrast. */
export function ColorField({
  label,
  hint,
  value,
  shown,
  error,
  checks,
  suggests,
  onChange,
}: ColorFieldProps) {
  return (
    <div className="look-color">
      <LabelledField label={label} error={error} hint={hint}>
        {(input) => (
          <div className="look-color__inputs">
            <input
              type="color"
              className="look-color__picker"
              aria-label={`${label}: colour picker`}
              value={shown}
              onChange={(event) => onChange(event.target.value)}
            />
            <input
              {...input}
              className="look-color__hex"
              spellCheck={false}
              autoComplete="off"
              maxLength={7}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={() => onChange(normalisedColor(value) ?? value)}
            />
          </div>
        )}
      </LabelledField>
      {checks.map((check) => (
        <div key={`${check.field}-${check.against}`} className="look-color__check">
          <ContrastLine check={check} />
          {!check.passes ? (
            <div className="look-warning" role="status">
              <p>{contrastWarningMessage(check)}</p>
              {suggests && check.suggestion ? (
                <Button onClick={() => onChange(check.suggestion as string)}>
                  <span className="look-swatch" style={{ background: check.suggestion }} />
                  Use suggested {check.suggestion}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}
