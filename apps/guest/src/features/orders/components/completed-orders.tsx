import type { TOrder } from '@tableside/shared/contract/order';
import { itemStatusView } from '@tableside/shared/domain/item-status';
import { completedOrderCards } from '@tableside/shared/domain/order-display';
import { Utensils } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTexts } from '../../../lib/i18n/use-texts';
import { lineDetails } from '../../../lib/order-item-lines';
import { useMoney } from '../../../lib/use-money';
import { ItemStatus } from './item-status';

/** The Completed tab (spec section 2): 'Order #NN' cards with their status and items. */
export function CompletedOrders({ order }: { order: TOrder }) {
  const { t } = useTexts();
  const money = useMoney();
  const cards = completedOrderCards(order.orderGroups);
  if (cards.length === 0) {
    return (
      <EmptyState
        icon={<Utensils aria-hidden="true" size={40} />}
        message={t('ordersAppearHere')}
      />
    );
  }
  return (
    <ol className="ts-done">
      {cards.map((card) => (
        <li key={card.group.id} className="ts-done__card">
          <header className="ts-done__header">
            {/* The domain's label is 'Order #01': its number goes into the guest's words. */}
            <h2 className="ts-done__title">
              {t('orderNumber', { number: card.label.replace('Order #', '') })}
            </h2>
            <span
              className="ts-done__tag"
              data-tag={card.tag === 'DELIVERED' ? 'delivered' : 'progress'}
            >
              {card.tag === 'DELIVERED' ? t('deliveredTag') : t('inProgressTag')}
            </span>
          </header>
          <ul className="ts-done__items">
            {card.group.orderItems.map((item) => (
              <li key={item.id} className="ts-done-item">
                <div className="ts-done-item__text">
                  <p className="ts-done-item__name">
                    {item.quantity} × {item.menuItemMaster.displayName}
                  </p>
                  <p className="ts-done-item__details">{lineDetails(item).join(', ')}</p>
                  <ItemStatus view={itemStatusView(item.status, item.prepStatus)} />
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
