import { SEATS_MAX } from '@tableside/shared/contract/tables-admin';
import { LabelledField } from '../../../components/ui/labelled-field';

export const seatsError = (seats: string) => {
  const n = Number(seats);
  return Number.isInteger(n) && n >= 1 && n <= SEATS_MAX
    ? undefined
    : `Seats must be a whole number from 1 to ${SEATS_MAX}`;
};

/** Seats at a table, typed as text so a half-typed value is kept while it is edited. */
export function SeatsField({
  value,
  onChange,
  showError,
}: {
  value: string;
  onChange: (value: string) => void;
  showError: boolean;
}) {
  return (
    <LabelledField label="Seats" error={showError ? seatsError(value) : undefined}>
      {(input) => (
        <input
          {...input}
          inputMode="numeric"
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 2))}
        />
      )}
    </LabelledField>
  );
}
