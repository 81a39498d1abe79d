import type { TOrderGroup } from '@tableside/shared/contract/order';
import { orderGroupLabel } from '@tableside/shared/domain/order-display';
import { CheckCheck } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { useCompleteGroup } from '../api/order-actions';
import { canCompleteGroup, formatClock, groupBadge } from '../lib/order-view';
import { OrderItemRow } from './order-item-row';
import { StatusBadge } from './status-badge';
import './order-items.css';

interface OrderGroupCardProps {
  orderId: number;
  group: TOrderGroup;
  finished: boolean;
  onCancel: (orderItemId: number) => void;
}

/** One confirmed group ('Order #01') with its lines and, while open, its actions. */
export function OrderGroupCard({ orderId, group, finished, onCancel }: OrderGroupCardProps) {
  const canComplete = useCan('completeGroup');
  const complete = useCompleteGroup(orderId);
  const titleId = useId();
  const label = orderGroupLabel(group.orderNumber);
  return (
    <section className="order-group" aria-labelledby={titleId}>
      <header className="order-group__head">
        <div>
          <h2 id={titleId}>{label}</h2>
          {group.confirmedAt ? (
            <p className="order-group__sub">Confirmed {formatClock(group.confirmedAt)}</p>
          ) : null}
        </div>
        <StatusBadge badge={groupBadge(group)} />
      </header>
      <ul className="order-items">
        {group.orderItems.map((item) => (
          <OrderItemRow
            key={item.id}
            orderId={orderId}
            item={item}
            actionable={!finished}
            onCancel={onCancel}
          />
        ))}
      </ul>
      {!finished && canComplete && canCompleteGroup(group) ? (
        <Button
          block
          busy={complete.isPending}
          onClick={() =>
            complete.mutate(group.id, {
              onSuccess: () => toast.success(`${label} completed`),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          <CheckCheck aria-hidden="true" />
          Complete {label}
        </Button>
      ) : null}
    </section>
  );
}
