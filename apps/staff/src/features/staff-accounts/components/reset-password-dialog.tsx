import type { TStaffAccount } from '@tableside/shared/contract/staff-accounts';
import { passwordProblem } from '@tableside/shared/domain/password-strength';
import { type FormEvent, useState } from 'react';
import { LabelledField } from '../../../components/ui/labelled-field';
import { useResetStaffPassword } from '../api/use-reset-staff-password';
import { passwordNote } from '../lib/staff-account-form';
import { StaffFormDialog } from './staff-form-dialog';

/** A new password for a member who forgot his; mounted per account. */
export function ResetPasswordDialog({
  account,
  onClose,
}: {
  account: TStaffAccount;
  onClose: () => void;
}) {
  const reset = useResetStaffPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = passwordProblem(password, account.username);
  const mismatch = !problem && confirm !== password ? 'The two passwords differ' : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problem || mismatch) return;
    reset.mutate({ staffUserId: account.id, body: { password } }, { onSuccess: onClose });
  }

  return (
    <StaffFormDialog
      title={`New password for ${account.displayName}`}
      formId="reset-password"
      submitLabel="Set password"
      busy={reset.isPending}
      error={reset.error}
      dirty={password !== '' || confirm !== ''}
      onClose={onClose}
      onSubmit={submit}
    >
      <p className="field__hint">
        They are signed out everywhere and sign in again with the new password.
      </p>
      <LabelledField
        label="New password"
        error={submitted && problem ? problem : undefined}
        hint={passwordNote(password, account.username)}
      >
        {(p) => (
          <input
            {...p}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
          />
        )}
      </LabelledField>
      <LabelledField label="Confirm new password" error={submitted ? mismatch : undefined}>
        {(p) => (
          <input
            {...p}
            type="password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            autoComplete="new-password"
          />
        )}
      </LabelledField>
    </StaffFormDialog>
  );
}
