import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import './counter.css';
import { useTexts } from '../../lib/i18n/use-texts';

export interface CounterProps {
  value: number;
  onIncrement: () => void;
  onDecrement: () => void;
  /** What is counted, for the buttons' names: 'Masala Papad' -> 'Add one Masala Papad'. */
  itemName: string;
  /** + is disabled at this count. */
  max?: number;
  /** Why + is disabled at max ('Up to 2 of Cheese per item.'), read out with the button. */
  maxReason?: string;
  disabled?: boolean;
  /** 'sm' fits a menu card; 'md' a sheet's footer. */
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * A quantity stepper: − count +. The count is announced politely when it changes; each button
 * keeps a 44 px tap target even where the stepper looks compact.
 */
export function Counter({
  value,
  onIncrement,
  onDecrement,
  itemName,
  max,
  maxReason,
  disabled = false,
  size = 'sm',
  className,
}: CounterProps) {
  const classes = ['ts-counter', `ts-counter--${size}`, className].filter(Boolean).join(' ');
  const { t } = useTexts();
  const reasonId = useId();
  const atMax = max !== undefined && value >= max;
  const reason = atMax ? maxReason : undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a stepper is a group of two buttons and a count, not a fieldset
    <div className={classes} role="group" aria-label={t('quantityOf', { name: itemName })}>
      <button
        type="button"
        className="ts-counter__button"
        aria-label={t('removeOne', { name: itemName })}
        disabled={disabled || value <= 0}
        onClick={onDecrement}
      >
        <Minus aria-hidden="true" size={18} strokeWidth={2.75} />
      </button>
      <output className="ts-counter__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="ts-counter__button"
        aria-label={t('addOne', { name: itemName })}
        aria-describedby={reason ? reasonId : undefined}
        disabled={disabled || atMax}
        onClick={onIncrement}
      >
        <Plus aria-hidden="true" size={18} strokeWidth={2.75} />
      </button>
      {reason && (
        <span id={reasonId} className="visually-hidden">
          {reason}
        </span>
      )}
    </div>
  );
}
