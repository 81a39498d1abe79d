import type { TAdminTable } from '@tableside/shared/contract/tables-admin';
import { useTableWrite } from '../api/use-table-write';
import { ConfirmDialog } from './confirm-dialog';

/** A new token for one table, after saying what it does to the printed codes. */
export function RotateDialog({
  branchId,
  table,
  onClose,
}: {
  branchId: number;
  table: TAdminTable;
  onClose: () => void;
}) {
  const write = useTableWrite(branchId, { toastErrors: true });
  return (
    <ConfirmDialog
      title={`New QR code for ${table.name}?`}
      confirmLabel="Make a new code"
      busy={write.isPending}
      onConfirm={() =>
        write.mutate(
          { kind: 'rotateToken', tableId: table.id, version: table.version },
          { onSettled: onClose },
        )
      }
      onClose={onClose}
    >
      <p>Printed QR codes for this table will stop working.</p>
    </ConfirmDialog>
  );
}
