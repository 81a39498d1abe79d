import type { TBulkEditBody } from '@tableside/shared/contract/catalogue-extras';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { useBulkEdit } from '../api/use-bulk-edit';

interface BulkConfirmDialogProps {
  open: boolean;
  branchId: number;
  productIds: readonly number[];
  change: TBulkEditBody['change'];
  summary: string;
  onClose: () => void;
  onDone: () => void;
}

/** Says what will change and on how many items; the server does it in one transaction. */
export function BulkConfirmDialog({
  open,
  branchId,
  productIds,
  change,
  summary,
  onClose,
  onDone,
}: BulkConfirmDialogProps) {
  const bulk = useBulkEdit(branchId);
  const close = () => {
    bulk.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      title={`Change ${productIds.length} item${productIds.length === 1 ? '' : 's'}?`}
      onClose={close}
      actions={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button
            variant="primary"
            busy={bulk.isPending}
            onClick={() =>
              bulk.mutate({ productIds: [...productIds], change }, { onSuccess: onDone })
            }
          >
            Change {productIds.length} item{productIds.length === 1 ? '' : 's'}
          </Button>
        </>
      }
    >
      <p>{summary}.</p>
      <p className="muted">Guests at this branch see the change at once.</p>
      {bulk.isError ? (
        <p className="inline-error" role="alert">
          {errorMessage(bulk.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
