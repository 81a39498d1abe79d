import type { StaffRole } from '@tableside/shared/domain/enums';
import { LabelledField } from '../../../components/ui/labelled-field';
import { ROLE_CHOICES } from '../lib/staff-roles';

export function RoleSelect({
  value,
  onChange,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  const description = ROLE_CHOICES.find((choice) => choice.role === value)?.description;
  return (
    <LabelledField label="Role" hint={description}>
      {(p) => (
        <select
          {...p}
          value={value}
          onChange={(event) => onChange(event.target.value as StaffRole)}
        >
          {ROLE_CHOICES.map((choice) => (
            <option key={choice.role} value={choice.role}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
