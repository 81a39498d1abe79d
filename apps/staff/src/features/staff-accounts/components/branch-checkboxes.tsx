import type { TStaffAccountBranch } from '@tableside/shared/contract/staff-accounts';
import { useId } from 'react';
import { toggleId } from '../lib/staff-account-form';

interface BranchCheckboxesProps {
  branches: TStaffAccountBranch[];
  value: number[];
  onChange: (ids: number[]) => void;
  /** An owner works at every branch: all ticked, none to untick. */
  everywhere: boolean;
  error?: string;
}

export function BranchCheckboxes({
  branches,
  value,
  onChange,
  everywhere,
  error,
}: BranchCheckboxesProps) {
  const noteId = useId();
  const note = error ?? (everywhere ? 'Owners work at every branch of the brand' : null);
  return (
    <fieldset
      className="staff-branches"
      aria-invalid={error ? true : undefined}
      aria-describedby={note ? noteId : undefined}
    >
      <legend>Branches</legend>
      {branches.map((branch) => (
        <label key={branch.id} className="staff-branches__option">
          <input
            type="checkbox"
            checked={everywhere || value.includes(branch.id)}
            disabled={everywhere}
            onChange={(event) => onChange(toggleId(value, branch.id, event.target.checked))}
          />
          {branch.displayName}
        </label>
      ))}
      {note ? (
        <span id={noteId} className={error ? 'field__error' : 'field__hint'}>
          {note}
        </span>
      ) : null}
    </fieldset>
  );
}
