import type { ReactNode } from 'react';
import './share-choice.css';

interface ChoiceProps<T> {
  label: string;
  options: readonly { value: T; label: ReactNode; disabled?: boolean }[];
  value: T | null;
  onChange: (value: T) => void;
  /** 'cards' for the ways of paying (two a row), 'chips' for tips and parts of a line. */
  look: 'cards' | 'chips';
}

/** One of a few options as toggle buttons (aria-pressed): ways to pay, tips, parts of a line. */
export function ShareChoice<T extends string | number>({
  label,
  options,
  value,
  onChange,
  look,
}: ChoiceProps<T>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: toggle buttons grouped under one name, not a form's fieldset
    <div className={`ts-pick ts-pick--${look}`} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="ts-pick__option"
          aria-pressed={option.value === value}
          disabled={option.disabled}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
