import type { TStaffAccount } from '@tableside/shared/contract/staff-accounts';
import { passwordProblem } from '@tableside/shared/domain/password-strength';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LabelledField } from '../../../components/ui/labelled-field';
import { errorMessage } from '../../../lib/api';
import { useResetStaffPassword } from '../api/use-reset-staff-password';
import { passwordNote } from '../lib/staff-account-form';

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
    <Dialog
      open
      title={`New password for ${account.displayName}`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="reset-password" variant="primary" busy={reset.isPending}>
            Set password
          </Button>
        </>
      }
    >
      <form id="reset-password" className="staff-form" onSubmit={submit} noValidate>
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
        {reset.isError ? (
          <p className="staff-form__error" role="alert">
            {errorMessage(reset.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
