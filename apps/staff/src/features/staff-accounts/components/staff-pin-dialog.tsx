import type { TStaffAccount } from '@tableside/shared/contract/staff-accounts';
import { pinProblem } from '@tableside/shared/domain/staff-pin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LabelledField } from '../../../components/ui/labelled-field';
import { useStaffPin } from '../api/use-staff-pin';
import { StaffFormDialog } from './staff-form-dialog';

/** A member's quick-switch PIN for shared tablets: set a new one or clear it. */
export function StaffPinDialog({
  account,
  onClose,
}: {
  account: TStaffAccount;
  onClose: () => void;
}) {
  const save = useStaffPin(onClose);
  const [pin, setPin] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = pinProblem(pin);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!problem) save.mutate({ staffUserId: account.id, pin });
  }

  return (
    <StaffFormDialog
      title={`Quick-switch PIN of ${account.displayName}`}
      formId="staff-pin"
      submitLabel="Set PIN"
      busy={save.isPending}
      error={save.error}
      dirty={pin !== ''}
      onClose={onClose}
      onSubmit={submit}
    >
      <p className="field__hint">
        {account.hasPin ? 'A PIN is set. A new one replaces it.' : 'No PIN is set yet.'} Tell them
        the PIN in person; they can change it with 'Set my PIN'.
      </p>
      <LabelledField
        label="New PIN (4 to 6 digits)"
        error={submitted && problem ? `The PIN ${problem}` : undefined}
      >
        {(p) => (
          <input
            {...p}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/[^0-9]/g, ''))}
          />
        )}
      </LabelledField>
      {account.hasPin ? (
        <Button
          variant="danger"
          onClick={() => save.mutate({ staffUserId: account.id, pin: null })}
          disabled={save.isPending}
        >
          Clear PIN
        </Button>
      ) : null}
    </StaffFormDialog>
  );
}
