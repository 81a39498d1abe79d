import type { TOrderItem } from '@tableside/shared/contract/order';
import { formatInr } from '@tableside/shared/domain/money';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useCan } from '../../../lib/session';
import { useDeliverItem } from '../api/order-actions';
import {
  addOnLabels,
  canCancelItem,
  canDeliverItem,
  itemBadge,
  prepBadge,
} from '../lib/order-view';
import { StatusBadge } from './status-badge';

interface OrderItemRowProps {
  orderId: number;
  item: TOrderItem;
  /** False for the guests' cart and for a finished order. */
  actionable: boolean;
  onCancel?: (orderItemId: number) => void;
}

export function OrderItemRow({ orderId, item, actionable, onCancel }: OrderItemRowProps) {
  const mayDeliver = useCan('deliverItem');
  const mayCancel = useCan('cancelItem');
  const deliver = useDeliverItem(orderId);
  const name = item.menuItemMaster.displayName;
  const details = [item.menuItemMaster.productVariant.size.size, ...addOnLabels(item)];
  const cancelledOut = item.status === 'CANCELLED';
  const showDeliver = actionable && mayDeliver && canDeliverItem(item);
  const showCancel = actionable && mayCancel && onCancel && canCancelItem(item);
  // Kept live by the staff channel's staffOrderUpdate, which the kitchen's every step sends.
  const prep = prepBadge(item);

  return (
    <li className={`order-item${cancelledOut ? ' order-item--cancelled' : ''}`}>
      <div className="order-item__main">
        <p className="order-item__title">
          <span className="order-item__qty">
            {cancelledOut ? item.cancelledQuantity : item.quantity} ×
          </span>{' '}
          {name}
        </p>
        <p className="order-item__details">{details.join(' · ')}</p>
        {item.instructions.length > 0 ? (
          <p className="order-item__note">Note: {item.instructions.join(', ')}</p>
        ) : null}
        <p className="order-item__who">
          Added by {item.customerName ?? 'a guest'}
          {item.cancelledQuantity > 0 && !cancelledOut
            ? ` · ${item.cancelledQuantity} cancelled`
            : ''}
        </p>
      </div>
      <div className="order-item__side">
        <StatusBadge badge={itemBadge(item)} />
        {prep ? (
          <span className="order-item__prep">
            <span className="visually-hidden">Kitchen: </span>
            <StatusBadge badge={prep} small />
          </span>
        ) : null}
        <span className="money">{formatInr(item.price)}</span>
      </div>
      {showDeliver || showCancel ? (
        <div className="order-item__actions">
          {showDeliver ? (
            <Button
              variant="primary"
              aria-label={`Deliver ${name}`}
              busy={deliver.isPending}
              onClick={() =>
                deliver.mutate(item.id, {
                  onSuccess: () => toast.success(`${name} delivered`),
                  onError: (error) => toast.error(errorMessage(error)),
                })
              }
            >
              <Check aria-hidden="true" />
              Deliver
            </Button>
          ) : null}
          {showCancel ? (
            <Button
              variant="danger"
              aria-label={`Cancel ${name}…`}
              aria-haspopup="dialog"
              onClick={() => onCancel(item.id)}
            >
              Cancel…
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
