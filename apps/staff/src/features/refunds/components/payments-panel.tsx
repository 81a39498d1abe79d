import type { TBillPayment, TBillRefund } from '@tableside/shared/contract/refunds';
import { formatInr } from '@tableside/shared/domain/money';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ErrorState, Skeleton } from '../../../components/ui/states';
import { useCan } from '../../../lib/session';
import { useOrderPayments } from '../api/use-order-payments';
import { RefundDialog } from './refund-dialog';
import './refunds.css';

const METHOD_LABEL: Record<TBillPayment['method'], string> = {
  CASH: 'Cash',
  CARD: 'Card',
  UPI: 'UPI',
  ONLINE: 'Online',
};
const PROVIDER_LABEL = { simulated: 'Simulated', stripe: 'Stripe', razorpay: 'Razorpay' };
const REFUND_STATUS = { PENDING: 'pending', SUCCEEDED: 'refunded', FAILED: 'failed' };

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' });

/** The order's payments with their refunds; managers and owners refund online ones here. */
export function PaymentsPanel({ orderId }: { orderId: number }) {
  const query = useOrderPayments(orderId);
  const mayRefund = useCan('refundPayment');
  const [refunding, setRefunding] = useState<TBillPayment | null>(null);
  if (query.data?.payments.length === 0) return null;

  return (
    // A card of the checkout screen, whose payments slot it fills: the screen's card style.
    <section className="checkout-card" aria-labelledby="payments-panel-title">
      <h2 id="payments-panel-title" className="checkout-card__title">
        Payments
      </h2>
      {query.isPending ? <Skeleton count={2} height={56} /> : null}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data ? (
        <ul className="payments-panel__list">
          {query.data.payments.map((payment) => (
            <PaymentRow
              key={payment.id}
              payment={payment}
              refunds={query.data.refunds.filter((r) => r.paymentId === payment.id)}
              onRefund={mayRefund && payment.refundable ? () => setRefunding(payment) : undefined}
            />
          ))}
        </ul>
      ) : null}
      {refunding ? (
        <RefundDialog orderId={orderId} payment={refunding} onClose={() => setRefunding(null)} />
      ) : null}
    </section>
  );
}

function PaymentRow(props: {
  payment: TBillPayment;
  refunds: TBillRefund[];
  onRefund?: () => void;
}) {
  const { payment, refunds, onRefund } = props;
  const via = payment.provider ? ` · ${PROVIDER_LABEL[payment.provider]}` : '';
  return (
    <li className="payment-row">
      <div className="payment-row__head">
        <div>
          <span className="payment-row__method">
            {METHOD_LABEL[payment.method]}
            {via}
          </span>
          <span className="payment-row__time">{time(payment.createdAt)}</span>
        </div>
        <span className="payment-row__amount">
          <span className="money">{formatInr(payment.amount)}</span>
          {payment.tip ? (
            <span className="payment-row__tip money">+ {formatInr(payment.tip)} tip</span>
          ) : null}
        </span>
      </div>
      {payment.needsRefund || payment.refunded > 0 ? (
        <div className="payment-row__chips">
          {payment.needsRefund ? <span className="refund-badge">Needs refund</span> : null}
          {payment.refunded > 0 ? (
            <span className="payment-row__refunded">Refunded {formatInr(payment.refunded)}</span>
          ) : null}
        </div>
      ) : null}
      {refunds.length > 0 ? (
        <ul className="payment-row__refunds">
          {refunds.map((refund) => (
            <li key={refund.id}>
              <span className="money">−{formatInr(refund.amount)}</span>{' '}
              <span className={`refund-status refund-status--${refund.status.toLowerCase()}`}>
                {REFUND_STATUS[refund.status]}
              </span>{' '}
              · {refund.reason} · {refund.staffName}, {time(refund.createdAt)}
            </li>
          ))}
        </ul>
      ) : null}
      {onRefund ? (
        <div>
          <Button variant={payment.needsRefund ? 'danger' : 'secondary'} onClick={onRefund}>
            <Undo2 aria-hidden="true" />
            Refund
          </Button>
        </div>
      ) : null}
    </li>
  );
}
