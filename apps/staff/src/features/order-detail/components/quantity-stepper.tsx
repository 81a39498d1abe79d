import { Minus, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface QuantityStepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** A count chosen with two big buttons, between `min` and `max`. */
export function QuantityStepper({ label, value, min, max, onChange }: QuantityStepperProps) {
  return (
    <fieldset className="stepper">
      <legend className="stepper__label">{label}</legend>
      <div className="stepper__controls">
        <Button aria-label="One fewer" disabled={value <= min} onClick={() => onChange(value - 1)}>
          <Minus aria-hidden="true" />
        </Button>
        <output className="stepper__value" aria-live="polite">
          {value} <span className="stepper__of">of {max}</span>
        </output>
        <Button aria-label="One more" disabled={value >= max} onClick={() => onChange(value + 1)}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </fieldset>
  );
}
