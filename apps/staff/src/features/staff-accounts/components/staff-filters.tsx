import type { TStaffAccountBranch } from '@tableside/shared/contract/staff-accounts';
import type { StaffRole } from '@tableside/shared/domain/enums';
import { LabelledField } from '../../../components/ui/labelled-field';
import type { StaffFilter } from '../lib/staff-filter';
import { ROLE_CHOICES } from '../lib/staff-roles';

interface StaffFiltersProps {
  value: StaffFilter;
  onChange: (filter: StaffFilter) => void;
  branches: TStaffAccountBranch[];
}

export function StaffFilters({ value, onChange, branches }: StaffFiltersProps) {
  return (
    <div className="staff-filters">
      <LabelledField label="Role">
        {(p) => (
          <select
            {...p}
            value={value.role}
            onChange={(e) => onChange({ ...value, role: e.target.value as StaffRole | 'all' })}
          >
            <option value="all">All roles</option>
            {ROLE_CHOICES.map((c) => (
              <option key={c.role} value={c.role}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label="Branch">
        {(p) => (
          <select
            {...p}
            value={String(value.branchId)}
            onChange={(e) =>
              onChange({
                ...value,
                branchId: e.target.value === 'all' ? 'all' : Number(e.target.value),
              })
            }
          >
            <option value="all">All branches</option>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.displayName}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label="Status">
        {(p) => (
          <select
            {...p}
            value={value.status}
            onChange={(e) =>
              onChange({ ...value, status: e.target.value as StaffFilter['status'] })
            }
          >
            <option value="all">Active and inactive</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        )}
      </LabelledField>
    </div>
  );
}
