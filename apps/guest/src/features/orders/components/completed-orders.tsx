import type { TOrder, TOrderItem } from '@tableside/shared/contract/order';
import { completedOrderCards } from '@tableside/shared/domain/order-display';
import { guestPrepLabel } from '@tableside/shared/domain/prep-status';
import { CircleCheck, CookingPot, Utensils } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { lineDetails } from '../../../lib/order-item-lines';
import { useMoney } from '../../../lib/use-money';

function ItemStatus({ item }: { item: TOrderItem }) {
  const delivered = item.status === 'DELIVERED';
  const Icon = delivered ? CircleCheck : CookingPot;
  return (
    <span className="ts-done-item__status" data-delivered={delivered || undefined}>
      <Icon aria-hidden="true" size={18} />
      {/* The kitchen's words below say it when it has some; the icon's would repeat them. */}
      {guestPrepLabel(item.status, item.prepStatus) ? null : (
        <span className="visually-hidden">{delivered ? 'Delivered' : 'Being prepared'}</span>
      )}
    </span>
  );
}

/** 'Preparing' / 'Ready' once the kitchen took the item on (issue 14), in words. */
function PrepLabel({ item }: { item: TOrderItem }) {
  const label = guestPrepLabel(item.status, item.prepStatus);
  if (!label) return null;
  return (
    <p className="ts-done-item__prep" data-prep={label.toLowerCase()}>
      {label}
    </p>
  );
}

/** The Completed tab (spec section 2): 'Order #NN' cards with their status and items. */
export function CompletedOrders({ order }: { order: TOrder }) {
  const money = useMoney();
  const cards = completedOrderCards(order.orderGroups);
  if (cards.length === 0) {
    return (
      <EmptyState
        icon={<Utensils aria-hidden="true" size={40} />}
        message="Orders you confirm appear here."
      />
    );
  }
  return (
    <ol className="ts-done">
      {cards.map((card) => (
        <li key={card.group.id} className="ts-done__card">
          <header className="ts-done__header">
            <h2 className="ts-done__title">{card.label}</h2>
            <span
              className="ts-done__tag"
              data-tag={card.tag === 'DELIVERED' ? 'delivered' : 'progress'}
            >
              {card.tag}
            </span>
          </header>
          <ul className="ts-done__items">
            {card.group.orderItems.map((item) => (
              <li key={item.id} className="ts-done-item">
                <ItemStatus item={item} />
                <div className="ts-done-item__text">
                  <p className="ts-done-item__name">
                    {item.quantity} × {item.menuItemMaster.displayName}
                  </p>
                  <p className="ts-done-item__details">{lineDetails(item).join(', ')}</p>
                  <PrepLabel item={item} />
                </div>
                <span className="ts-done-item__price">{money(item.price)}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
