import { type SelectHTMLAttributes, useId } from 'react';

interface SelectBoxProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The select's accessible name (hidden: the chosen option says enough on screen). */
  label: string;
}

/**
 * A toolbar select named by a hidden label of its own: wrapping the select in its label would
 * make its name 'Availability Any availability'.
 */
export function SelectBox({ label, children, ...rest }: SelectBoxProps) {
  const id = useId();
  return (
    <span className="select-box">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <select id={id} {...rest}>
        {children}
      </select>
    </span>
  );
}
