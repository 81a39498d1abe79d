import type { TStaffPaymentMethod } from '@tableside/shared/contract/staff';
import { MSG } from '@tableside/shared/domain/messages';
import { formatInr } from '@tableside/shared/domain/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api';
import { METHODS } from './method-picker';

interface PaymentConfirmDialogProps {
  amount: number;
  method: TStaffPaymentMethod;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Recording a payment closes the table for good, so it is confirmed once more. */
export function PaymentConfirmDialog(props: PaymentConfirmDialogProps) {
  const { amount, method, pending, error, onCancel, onConfirm } = props;
  const label = METHODS.find((option) => option.value === method)?.label ?? method;
  const close = () => {
    if (!pending) onCancel();
  };
  return (
    <Dialog
      open
      title="Record payment?"
      onClose={close}
      actions={
        <>
          <Button onClick={close} disabled={pending}>
            Back
          </Button>
          <Button variant="primary" busy={pending} onClick={onConfirm}>
            {error ? 'Try again' : `Record ${formatInr(amount)}`}
          </Button>
        </>
      }
    >
      <p className="confirm-amount">
        <span className="money">{formatInr(amount)}</span> paid by {label}
      </p>
      <p>The table closes and the guests see ‘{MSG.paymentSuccessful}’</p>
      {error ? (
        <p className="checkout-form__error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
    </Dialog>
  );
}
