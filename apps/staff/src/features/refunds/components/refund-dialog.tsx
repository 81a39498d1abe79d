import type { TBillPayment } from '@tableside/shared/contract/refunds';
import { formatInr } from '@tableside/shared/domain/money';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LabelledField } from '../../../components/ui/labelled-field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useRefundPayment } from '../api/use-refund-payment';
import { checkRefund, overCap, refundableLeft } from '../lib/refund-form';

/** Refund (part of) an online payment; mounted per opening, so each has its own key. */
export function RefundDialog({
  orderId,
  payment,
  onClose,
}: {
  orderId: number;
  payment: TBillPayment;
  onClose: () => void;
}) {
  const left = refundableLeft(payment);
  const refund = useRefundPayment(orderId);
  const [amount, setAmount] = useState(left.toFixed(2));
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [capped, setCapped] = useState<string | null>(null);
  const check = checkRefund(amount, reason, left);
  const problems = submitted && !check.ok ? check : null;
  const typeAmount = (typed: string) => {
    // More than is left is never typed: the field keeps its amount and says the cap.
    const refused = overCap(typed, left);
    setCapped(refused);
    if (!refused) setAmount(typed);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!check.ok) return;
    refund.mutate(
      { paymentId: payment.id, amount: check.amount, reason: check.reason },
      {
        onSuccess: () => {
          toast.success(`Refunded ${formatInr(check.amount)}`);
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      title="Refund"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={refund.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="refund-form" variant="danger" busy={refund.isPending}>
            Refund payment
          </Button>
        </>
      }
    >
      <form id="refund-form" className="refund-form" onSubmit={submit} noValidate>
        <p className="field__hint">
          {payment.tip
            ? `${formatInr(payment.amount)} paid online with a ${formatInr(payment.tip)} tip; at most ${formatInr(left)} (the share and its tip) left to refund.`
            : `${formatInr(payment.amount)} paid online; ${formatInr(left)} left to refund.`}{' '}
          The money goes back through the gateway to the card or account it came from.
        </p>
        <LabelledField label="Amount" error={capped ?? problems?.amount}>
          {(p) => (
            <input
              {...p}
              inputMode="decimal"
              value={amount}
              onChange={(e) => typeAmount(e.target.value)}
              autoComplete="off"
            />
          )}
        </LabelledField>
        <LabelledField label="Reason" error={problems?.reason}>
          {(p) => (
            <input
              {...p}
              value={reason}
              maxLength={200}
              onChange={(e) => setReason(e.target.value)}
              placeholder="e.g. paid twice, cash taken as well"
            />
          )}
        </LabelledField>
        {refund.isError ? (
          <p className="refund-form__error" role="alert">
            {errorMessage(refund.error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
