/** One choice among providers, as large tap targets. */
export function ProviderRadios<P extends string>(props: {
  legend: string;
  name: string;
  options: readonly { value: P; label: string }[];
  value: P;
  onChange: (value: P) => void;
  disabled: boolean;
}) {
  const { legend, name, options, value, onChange, disabled } = props;
  return (
    <fieldset className="provider-radios" disabled={disabled}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="provider-radios__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
