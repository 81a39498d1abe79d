import './switch.css';

interface SwitchProps {
  label: string;
  /** The label's id, for the card the switch heads (aria-labelledby). */
  labelId: string;
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** A setting that saves when flipped: a checkbox read out as a switch, its label bold. */
export function Switch({ label, labelId, on, disabled, onToggle }: SwitchProps) {
  return (
    <label className="switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={on}
        checked={on}
        disabled={disabled}
        onChange={onToggle}
      />
      <span id={labelId} className="switch__label">
        {label}
      </span>
    </label>
  );
}
