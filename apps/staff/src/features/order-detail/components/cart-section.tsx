import type { TOrderItem } from '@tableside/shared/contract/order';
import { useId } from 'react';
import { OrderItemRow } from './order-item-row';
import './order-items.css';

/** What the guests are still choosing: shown, never changed, by staff. */
export function CartSection({ orderId, items }: { orderId: number; items: readonly TOrderItem[] }) {
  const titleId = useId();
  return (
    <section className="order-group order-group--cart" aria-labelledby={titleId}>
      <header className="order-group__head">
        <div>
          <h2 id={titleId}>In the guests' cart</h2>
          <p className="order-group__sub">Not confirmed yet; only the guests can change it.</p>
        </div>
      </header>
      <ul className="order-items">
        {items.map((item) => (
          <OrderItemRow key={item.id} orderId={orderId} item={item} actionable={false} />
        ))}
      </ul>
    </section>
  );
}
