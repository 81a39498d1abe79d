import type { TFloorTable } from '@tableside/shared/contract/staff';
import { MSG } from '@tableside/shared/domain/messages';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState, Skeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useAssignAssociate } from '../api/use-assign-associate';
import { useBranchRoster } from '../api/use-branch-roster';
import { assignableGroups, ROLE_GROUP_TITLES } from '../lib/assignable-staff';

const NOBODY = 'none';

/**
 * Picks who looks after the table, or nobody (the table stops taking new guests). Mounted each
 * time the dialog opens, so it starts from the table's current associate.
 */
export function AssociateForm({ table, onClose }: { table: TFloorTable; onClose: () => void }) {
  const roster = useBranchRoster();
  const assign = useAssignAssociate();
  const current = table.associate ? String(table.associate.id) : NOBODY;
  const [choice, setChoice] = useState(current);
  const title = `Table ${table.name}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    const staffUserId = choice === NOBODY ? null : Number(choice);
    assign.mutate(
      { tableId: table.tableId, staffUserId },
      {
        onSuccess: (saved) => {
          toast.success(
            saved.associate
              ? `${saved.associate.name} now looks after ${title}.`
              : `${title} has no associate: it is not serviceable.`,
          );
          onClose();
        },
      },
    );
  }

  if (roster.isPending) return <Skeleton count={3} height={56} />;
  if (roster.isError) {
    return <ErrorState error={roster.error} onRetry={() => void roster.refetch()} />;
  }
  return (
    <form className="associate-form" onSubmit={submit}>
      {assignableGroups(roster.data).map((group) => (
        <fieldset key={group.role} className="associate-form__group">
          <legend>{ROLE_GROUP_TITLES[group.role]}</legend>
          {group.members.map((member) => (
            <Choice
              key={member.id}
              value={String(member.id)}
              label={member.name}
              choice={choice}
              onChoose={setChoice}
            />
          ))}
        </fieldset>
      ))}
      <fieldset className="associate-form__group">
        <legend>Nobody</legend>
        <Choice
          value={NOBODY}
          label="No associate (not serviceable)"
          choice={choice}
          onChoose={setChoice}
        />
      </fieldset>
      {choice === NOBODY && current !== NOBODY ? (
        <p className="associate-form__warning">
          New guests who scan {title} will see “{MSG.notServiceable}” Guests already seated carry
          on.
        </p>
      ) : null}
      {assign.isError ? (
        <p className="associate-form__error" role="alert">
          {errorMessage(assign.error)}
        </p>
      ) : null}
      <div className="associate-form__actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="submit"
          variant="primary"
          busy={assign.isPending}
          disabled={choice === current}
        >
          Save
        </Button>
      </div>
    </form>
  );
}

interface ChoiceProps {
  value: string;
  label: string;
  choice: string;
  onChoose: (value: string) => void;
}

function Choice({ value, label, choice, onChoose }: ChoiceProps) {
  return (
    <label className="associate-form__choice">
      <input
        type="radio"
        name="associate"
        value={value}
        checked={choice === value}
        onChange={() => onChoose(value)}
      />
      <span>{label}</span>
    </label>
  );
}
