import type { TOrder } from '@tableside/shared/contract/order';
import { MSG } from '@tableside/shared/domain/messages';
import { tableLabel } from '@tableside/shared/domain/table-label';
import { ArrowRightLeft, Ban, DoorClosed, ReceiptText, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { useCloseTable, useVerifyTable, useVoidOrder } from '../api/order-actions';
import { ConfirmDialog } from './confirm-dialog';
import { MoveTableDialog } from './move-table-dialog';

type OpenDialog = 'move' | 'close' | 'void' | null;

/** The order's actions; each is hidden unless the member's role may take it. */
export function OrderActions({ order, finished }: { order: TOrder; finished: boolean }) {
  const canVerify = useCan('verifyTable');
  const canMove = useCan('moveOrder');
  const canClose = useCan('closeTable');
  const canVoid = useCan('voidOrder');
  const canSettle = useCan('startCheckout');
  const verify = useVerifyTable(order.id);
  const close = useCloseTable(order.id);
  const voidOrder = useVoidOrder(order.id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const table = tableLabel(order.tableNames);
  const shut = () => setDialog(null);
  const failed = (error: unknown) => toast.error(errorMessage(error));

  const showVerify = !finished && !order.isVerified && canVerify;
  const open = !finished;
  if (!showVerify && !canSettle && !(open && (canMove || canClose || canVoid))) return null;

  return (
    <section className="order-actions" aria-label="Order actions">
      {showVerify ? (
        <Button
          variant="primary"
          busy={verify.isPending}
          onClick={() =>
            verify.mutate(undefined, {
              onSuccess: () => toast.success(`${table} is verified`),
              onError: failed,
            })
          }
        >
          <ShieldCheck aria-hidden="true" />
          Verify table
        </Button>
      ) : null}
      {canSettle ? (
        <Link className="btn btn--secondary" to={`/orders/${order.id}/checkout`}>
          <ReceiptText aria-hidden="true" />
          Bill &amp; payment
        </Link>
      ) : null}
      {open && canMove ? (
        <Button onClick={() => setDialog('move')}>
          <ArrowRightLeft aria-hidden="true" />
          Move to another table
        </Button>
      ) : null}
      {open && canClose ? (
        <Button variant="danger" onClick={() => setDialog('close')}>
          <DoorClosed aria-hidden="true" />
          Close table
        </Button>
      ) : null}
      {open && canVoid ? (
        <Button variant="danger" onClick={() => setDialog('void')}>
          <Ban aria-hidden="true" />
          Void order
        </Button>
      ) : null}

      <MoveTableDialog order={order} open={open && dialog === 'move'} onClose={shut} />
      <ConfirmDialog
        open={open && dialog === 'close'}
        title={`Close ${table}?`}
        confirmLabel="Close table"
        mutation={close}
        onConfirm={() =>
          close.mutate(undefined, { onSuccess: () => toast.success(`${table} closed`) })
        }
        onClose={shut}
      >
        <p>
          The order ends without payment and nothing is charged. The guests' phones show that their
          session has expired, and {table} is free for the next guests.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={open && dialog === 'void'}
        title="Void this order?"
        confirmLabel="Void order"
        mutation={voidOrder}
        onConfirm={() =>
          voidOrder.mutate(undefined, { onSuccess: () => toast.success('Order voided') })
        }
        onClose={shut}
      >
        <p>
          The whole order of {table} is cancelled: nothing is charged and the table is free again.
          The guests' phones show “{MSG.orderVoided}”
        </p>
      </ConfirmDialog>
    </section>
  );
}
