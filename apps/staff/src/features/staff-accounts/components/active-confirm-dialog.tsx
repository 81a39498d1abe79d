import type { TStaffAccount } from '@tableside/shared/contract/staff-accounts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { useUpdateStaffAccount } from '../api/use-update-staff-account';

/** Deactivating signs the member out everywhere at once; reactivating lets him sign in again. */
export function ActiveConfirmDialog({
  account,
  onClose,
}: {
  account: TStaffAccount;
  onClose: () => void;
}) {
  const update = useUpdateStaffAccount();
  const deactivate = account.active;
  const confirm = () =>
    update.mutate(
      { staffUserId: account.id, body: { version: account.version, active: !deactivate } },
      { onSuccess: onClose },
    );
  return (
    <Dialog
      open
      title={
        deactivate ? `Deactivate ${account.displayName}?` : `Reactivate ${account.displayName}?`
      }
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            variant={deactivate ? 'danger' : 'primary'}
            busy={update.isPending}
            onClick={confirm}
          >
            {deactivate ? 'Deactivate' : 'Reactivate'}
          </Button>
        </>
      }
    >
      <p>
        {deactivate
          ? 'They are signed out on every device at once, their open screens go to the sign-in page, and they cannot sign in until reactivated. Their orders and history stay.'
          : `They can sign in again as ${account.username} with their current password.`}
      </p>
      {update.error ? (
        <p className="staff-form__error" role="alert">
          {errorMessage(update.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
