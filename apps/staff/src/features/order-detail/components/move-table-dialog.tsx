import type { TOrder } from '@tableside/shared/contract/order';
import { tableLabel } from '@tableside/shared/domain/table-label';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState, Skeleton } from '../../../components/ui/states';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useCurrentBranch } from '../../../lib/branch';
import { useBranchFloor } from '../../../lib/floor';
import { useMoveOrder } from '../api/order-actions';
import { moveTargets } from '../lib/move-targets';
import './order-dialogs.css';

interface MoveTableDialogProps {
  order: TOrder;
  open: boolean;
  onClose: () => void;
}

/** The party moves to a free table of the branch; their phones follow them there. */
export function MoveTableDialog({ order, open, onClose }: MoveTableDialogProps) {
  const branch = useCurrentBranch();
  const tables = useBranchFloor(branch.id, { enabled: open });
  const move = useMoveOrder(order.id);
  const [choice, setChoice] = useState<number | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setChoice(null);
  }
  const targets = tables.data ? moveTargets(tables.data, order.tables) : null;
  const chosen = targets?.free.find((table) => table.tableId === choice) ?? null;
  const close = () => {
    move.reset();
    onClose();
  };
  const canPick = Boolean(targets?.sameBranch && targets.free.length > 0);

  function submit() {
    if (!chosen) return;
    const to = tableLabel([chosen.name]);
    move.mutate(
      { tableId: chosen.tableId },
      {
        onSuccess: () => {
          toast.success(`Moved to ${to}`);
          close();
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      title={`Move ${tableLabel(order.tableNames)}`}
      onClose={close}
      actions={
        <>
          <Button onClick={close}>Back</Button>
          {canPick ? (
            <Button variant="primary" disabled={!chosen} busy={move.isPending} onClick={submit}>
              {chosen ? `Move to ${tableLabel([chosen.name])}` : 'Pick a table'}
            </Button>
          ) : null}
        </>
      }
    >
      {tables.isError ? (
        <ErrorState error={tables.error} onRetry={() => void tables.refetch()} />
      ) : !targets ? (
        <Skeleton count={2} height={48} />
      ) : !targets.sameBranch ? (
        <p>This order is at another branch. Switch to its branch in the top bar to move it.</p>
      ) : targets.free.length === 0 ? (
        <p>No table is free right now.</p>
      ) : (
        <fieldset className="move-tables">
          <legend>Free tables</legend>
          <div className="move-tables__options">
            {targets.free.map((table) => (
              <label key={table.tableId} className="move-tables__option">
                <input
                  type="radio"
                  name="move-table"
                  value={table.tableId}
                  checked={choice === table.tableId}
                  onChange={() => setChoice(table.tableId)}
                />
                {tableLabel([table.name])}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <p className="order-dialog__hint">
        The guests stay signed in: their phones follow the party.
      </p>
      {move.isError ? (
        <p className="order-dialog__error" role="alert">
          {errorMessage(move.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
