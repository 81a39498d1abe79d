import { CircleCheck, CircleSlash } from 'lucide-react';
import { Link } from 'react-router';
import { useCan } from '../../../lib/session';
import type { OrderStage } from '../lib/order-stage';

const TEXT: Partial<Record<OrderStage, string>> = {
  paid: 'Payment recorded — table closed',
  closed: 'This table was closed without payment.',
  voided: 'This order was voided.',
};

/** The order has ended: nothing left to settle, the bill can still be printed. */
export function SettledPanel({ stage }: { stage: OrderStage }) {
  const mayViewFloor = useCan('viewFloor');
  const Icon = stage === 'paid' ? CircleCheck : CircleSlash;
  return (
    <section className={`checkout-card settled settled--${stage}`} role="status">
      <p className="settled__text">
        <Icon aria-hidden="true" />
        {TEXT[stage]}
      </p>
      {mayViewFloor ? (
        <Link className="btn btn--primary btn--block" to="/floor">
          Back to the floor
        </Link>
      ) : null}
    </section>
  );
}
