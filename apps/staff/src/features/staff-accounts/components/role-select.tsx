import type { StaffRole } from '@tableside/shared/domain/enums';
import { assignableRoles } from '@tableside/shared/domain/staff-management';
import { LabelledField } from '../../../components/ui/labelled-field';
import { useStaff } from '../../../lib/session';
import { ROLE_CHOICES } from '../lib/staff-roles';

/** The roles the signed-in member may give (a manager: floor and kitchen roles only). */
export function RoleSelect({
  value,
  onChange,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
}) {
  const allowed = assignableRoles(useStaff().role);
  const choices = ROLE_CHOICES.filter((choice) => allowed.includes(choice.role));
  const description = ROLE_CHOICES.find((choice) => choice.role === value)?.description;
  return (
    <LabelledField label="Role" hint={description}>
      {(p) => (
        <select
          {...p}
          value={value}
          onChange={(event) => onChange(event.target.value as StaffRole)}
        >
          {choices.map((choice) => (
            <option key={choice.role} value={choice.role}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
