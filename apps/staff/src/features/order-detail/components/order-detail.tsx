import type { TOrder } from '@tableside/shared/contract/order';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/states';
import { useCan } from '../../../lib/session';
import {
  canCancelItem,
  finishedBanner,
  hasOpenCall,
  isOrderFinished,
  orderSections,
} from '../lib/order-view';
import { CallWaiterCard } from './call-waiter-card';
import { CancelItemDialog } from './cancel-item-dialog';
import { CartSection } from './cart-section';
import { FeedbackCard } from './feedback-card';
import { OrderActions } from './order-actions';
import { OrderFacts } from './order-facts';
import { OrderGroupCard } from './order-group-card';
import { OrderHeader } from './order-header';

export function OrderDetail({ order }: { order: TOrder }) {
  const finished = isOrderFinished(order);
  const banner = finishedBanner(order);
  const { cart, confirmed } = orderSections(order.orderGroups);
  const [cancelId, setCancelId] = useState<number | null>(null);
  const canReadFeedback = useCan('viewFeedback');
  // Looked up in the live order: a line cancelled or delivered meanwhile updates the dialog.
  const cancelling = finished
    ? null
    : (confirmed
        .flatMap((group) => group.orderItems)
        .find((item) => item.id === cancelId && canCancelItem(item)) ?? null);

  return (
    <div className="order">
      <OrderHeader order={order} finished={finished} />
      {banner ? (
        <p className="order__banner" role="status">
          {banner}
        </p>
      ) : null}
      <div className="order__layout">
        <div className="order__aside">
          <OrderFacts order={order} />
          {!finished && hasOpenCall(order) ? <CallWaiterCard order={order} /> : null}
          {/* Guests rate a visit once it is paid: a closed order's page shows what they said. */}
          {finished && canReadFeedback ? <FeedbackCard orderId={order.id} /> : null}
          <OrderActions order={order} finished={finished} />
        </div>
        <div className="order__main">
          {cart.length > 0 ? <CartSection orderId={order.id} items={cart} /> : null}
          {confirmed.map((group) => (
            <OrderGroupCard
              key={group.id}
              orderId={order.id}
              group={group}
              finished={finished}
              onCancel={setCancelId}
            />
          ))}
          {cart.length === 0 && confirmed.length === 0 ? (
            <EmptyState title="Nothing ordered yet">
              What the guests add to their cart shows here.
            </EmptyState>
          ) : null}
        </div>
      </div>
      <CancelItemDialog orderId={order.id} item={cancelling} onClose={() => setCancelId(null)} />
    </div>
  );
}
