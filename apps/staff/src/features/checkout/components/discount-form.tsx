import { rupeesForInput } from '@tableside/client/money/rupee-input';
import type { TBill } from '@tableside/shared/contract/bill';
import { formatInr } from '@tableside/shared/domain/money';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useApplyDiscount } from '../api/use-apply-discount';
import { checkDiscount } from '../lib/discount-check';
import { RupeeField } from './rupee-field';

/** A manager's discount in rupees off the subtotal; 0 (or Remove) takes it off again. */
export function DiscountForm({ orderId, bill }: { orderId: number; bill: TBill }) {
  const discount = useApplyDiscount(orderId);
  const [text, setText] = useState(
    bill.discountAmount > 0 ? rupeesForInput(bill.discountAmount) : '',
  );
  const [problem, setProblem] = useState<string | null>(null);

  const apply = (rupees: number) =>
    discount.mutate(
      { amount: rupees },
      {
        // The screen remounts the form with the bill's new discount (checkout-actions).
        onSuccess: () =>
          toast.success(
            rupees > 0 ? `Discount of ${formatInr(rupees)} applied` : 'Discount removed',
          ),
      },
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDiscount(text, bill.subTotal);
    setProblem(checked.ok ? null : checked.message);
    if (checked.ok) apply(checked.rupees);
  }

  return (
    <section className="checkout-card" aria-labelledby="checkout-discount-title">
      <h2 id="checkout-discount-title" className="checkout-card__title">
        Discount
      </h2>
      <form className="checkout-form" onSubmit={submit} noValidate>
        <RupeeField
          label="Discount (₹)"
          name="discount"
          placeholder="0.00"
          value={text}
          onChange={(typed) => {
            setText(typed);
            setProblem(null);
          }}
          problem={problem}
          hint={`Taken off the subtotal of ${formatInr(bill.subTotal)} before charges and taxes. 0 removes it.`}
        />
        {discount.isError ? (
          <p className="checkout-form__error" role="alert">
            {errorMessage(discount.error)}
          </p>
        ) : null}
        <div className="checkout-form__buttons">
          <Button type="submit" variant="primary" busy={discount.isPending}>
            Apply discount
          </Button>
          {bill.discountAmount > 0 ? (
            <Button variant="danger" disabled={discount.isPending} onClick={() => apply(0)}>
              Remove discount
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
