import type { TOrder } from '@tableside/shared/contract/order';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { useResolveCallWaiter } from '../api/order-actions';
import { REASON_LABELS } from '../lib/order-view';

export function CallWaiterCard({ order }: { order: TOrder }) {
  const canResolve = useCan('resolveCallWaiter');
  const resolve = useResolveCallWaiter(order.id);
  const titleId = useId();
  return (
    <section className="order-call" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <BellRing aria-hidden="true" />
        The guests called a waiter
      </h2>
      {order.callWaiterReasons.length > 0 ? (
        <ul className="order-call__reasons" aria-label="Reasons">
          {order.callWaiterReasons.map((reason) => (
            <li key={reason}>{REASON_LABELS[reason]}</li>
          ))}
        </ul>
      ) : null}
      {canResolve ? (
        <Button
          variant="primary"
          block
          busy={resolve.isPending}
          onClick={() =>
            resolve.mutate(undefined, {
              onSuccess: () => toast.success('Call resolved'),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          Resolve
        </Button>
      ) : null}
    </section>
  );
}
