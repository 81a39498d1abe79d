import type { TOrderItem } from '@tableside/shared/contract/order';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useCancelItem } from '../api/order-actions';
import { QuantityStepper } from './quantity-stepper';
import './order-dialogs.css';

const REASON_MAX = 200;
const QUICK_REASONS = ['Out of stock', 'Guest changed their mind', 'Ordered by mistake'];

interface CancelItemDialogProps {
  orderId: number;
  /** The line being cancelled; null closes the dialog. */
  item: TOrderItem | null;
  onClose: () => void;
}

/** Takes portions of a confirmed line off the order (and the bill), with an optional reason. */
export function CancelItemDialog({ orderId, item, onClose }: CancelItemDialogProps) {
  const cancel = useCancelItem(orderId);
  const [itemId, setItemId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  if ((item?.id ?? null) !== itemId) {
    setItemId(item?.id ?? null);
    setQuantity(1);
    setReason('');
  }
  // Portions may be delivered or cancelled elsewhere while the dialog is open.
  const left = item?.quantity ?? 1;
  const count = Math.min(quantity, left);
  const name = item?.menuItemMaster.displayName ?? '';
  const close = () => {
    cancel.reset();
    onClose();
  };

  function submit() {
    if (!item) return;
    const body = { orderItemId: item.id, quantity: count, reason: reason.trim() || undefined };
    cancel.mutate(body, {
      onSuccess: () => {
        toast.success(`Cancelled ${count} × ${name}`);
        close();
      },
    });
  }

  return (
    <Dialog
      open={item !== null}
      title={`Cancel ${name}`}
      onClose={close}
      actions={
        <>
          <Button onClick={close}>Back</Button>
          <Button variant="danger" busy={cancel.isPending} onClick={submit}>
            {count === 1 ? 'Cancel 1 portion' : `Cancel ${count} portions`}
          </Button>
        </>
      }
    >
      <p>
        {left} {left === 1 ? 'portion is' : 'portions are'} on the bill. Cancelled portions come off
        the bill and the guests see the change.
      </p>
      <QuantityStepper
        label="Portions to cancel"
        value={count}
        min={1}
        max={left}
        onChange={setQuantity}
      />
      <div className="field">
        <label htmlFor={reasonId}>Reason (optional)</label>
        <textarea
          id={reasonId}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <fieldset className="order-dialog__chips">
        <legend className="visually-hidden">Common reasons</legend>
        {QUICK_REASONS.map((quick) => (
          <Button key={quick} aria-pressed={reason === quick} onClick={() => setReason(quick)}>
            {quick}
          </Button>
        ))}
      </fieldset>
      {cancel.isError ? (
        <p className="order-dialog__error" role="alert">
          {errorMessage(cancel.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
