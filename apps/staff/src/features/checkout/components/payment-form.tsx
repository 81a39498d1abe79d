import { rupeesForInput } from '@tableside/client/money/rupee-input';
import type { TStaffPaymentMethod } from '@tableside/shared/contract/staff';
import { formatInr } from '@tableside/shared/domain/money';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { useRecordPayment } from '../api/use-record-payment';
import { checkPayment } from '../lib/payment-check';
import { MethodPicker } from './method-picker';
import { PaymentConfirmDialog } from './payment-confirm-dialog';
import { RupeeField } from './rupee-field';

interface PaymentFormProps {
  orderId: number;
  /** The payable, or on a split bill with shares what nobody paid or holds. */
  due: number;
  /** A split bill with shares: staff take exactly the rest, so the amount is fixed. */
  takesRest: boolean;
  /** What guests are paying online meanwhile, left out of the rest. */
  held?: number;
}

/**
 * The waiter records how the table paid. The amount starts at the payable and follows it
 * while untouched; the server takes exactly the payable, so the form says so before sending.
 * On a split bill with shares it takes the rest, whose amount is fixed.
 */
export function PaymentForm({ orderId, due, takesRest, held = 0 }: PaymentFormProps) {
  const payment = useRecordPayment(orderId);
  const [method, setMethod] = useState<TStaffPaymentMethod>('CASH');
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const text = takesRest ? rupeesForInput(due) : (typed ?? rupeesForInput(due));
  const title = takesRest ? 'Take the rest' : 'Record payment';

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkPayment(text, due, takesRest);
    setProblem(checked.ok ? null : checked.message);
    if (!checked.ok) return;
    payment.reset();
    setConfirming(checked.rupees);
  }

  return (
    <section className="checkout-card" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" className="checkout-card__title">
        {title}
      </h2>
      <form className="checkout-form" onSubmit={submit} noValidate>
        <MethodPicker value={method} onChange={setMethod} />
        <RupeeField
          label="Amount received (₹)"
          name="amount"
          value={text}
          onChange={(typed) => {
            setTyped(typed);
            setProblem(null);
          }}
          problem={problem}
          readOnly={takesRest}
          hint={
            takesRest
              ? `Exactly what nobody has paid or is paying online, ${formatInr(due)}.${held > 0 ? ` ${formatInr(held)} is being paid online.` : ''}`
              : `The whole payable amount, ${formatInr(due)}, in one payment.`
          }
        />
        <Button type="submit" variant="primary" block>
          {title}
        </Button>
      </form>
      {confirming !== null ? (
        <PaymentConfirmDialog
          amount={confirming}
          method={method}
          pending={payment.isPending}
          error={payment.error}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            payment.record({ method, amount: confirming }, () => {
              setConfirming(null);
              toast.success('Payment recorded — table closed');
            })
          }
        />
      ) : null}
    </section>
  );
}
