import type { TAdminBranch } from '@tableside/shared/contract/branch-admin';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { useBranchWrite } from '../api/use-branch-write';

/** Confirms archiving: the branch closes to guests and leaves the switcher; history stays. */
export function ArchiveBranchDialog({
  branch,
  onClose,
}: {
  branch: TAdminBranch;
  onClose: () => void;
}) {
  const write = useBranchWrite();
  const archive = () =>
    write.mutate(
      { kind: 'archive', branchId: branch.id, body: { archived: true, version: branch.version } },
      { onSuccess: onClose },
    );
  return (
    <Dialog
      open
      title={`Archive ${branch.name}?`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Keep it open</Button>
          <Button variant="danger" busy={write.isPending} onClick={archive}>
            Archive branch
          </Button>
        </>
      }
    >
      <p>
        Guests can no longer open its tables and staff no longer see it in the branch switcher. Its
        orders, bills and reports are kept, and you can restore it later.
      </p>
      {write.error ? (
        <p className="branch-form__error" role="alert">
          {errorMessage(write.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
