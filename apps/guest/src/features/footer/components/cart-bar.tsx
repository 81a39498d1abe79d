import type { TOrder } from '@tableside/shared/contract/order';
import { ChevronRight, ShoppingBag } from 'lucide-react';
import { Link, useMatch } from 'react-router';
import { useFlags } from '../../../lib/flags-store';
import { useOrder } from '../../../lib/order-query';
import { PATHS } from '../../../lib/paths';
import { useMoney } from '../../../lib/use-money';
import { cartSummary } from '../lib/cart-summary';
import './cart-bar.css';
import { useTexts } from '../../../lib/i18n/use-texts';

const selectSummary = (order: TOrder) => cartSummary(order.orderGroups);

/**
 * 'View cart · N items · total' floating above the footer while the table has unconfirmed
 * items, as delivery apps do (issue 16): one tap to the Pending tab from anywhere. Not on
 * /order, which is the cart, nor while ordering is closed, when the cart cannot be opened.
 * It overlays the space the layout already keeps below the content, so nothing moves.
 */
export function CartBar() {
  const { t } = useTexts();
  const summary = useOrder(selectSummary).data;
  const money = useMoney();
  const onCart = useMatch(PATHS.order) !== null;
  const orderTimeClosed = useFlags((state) => state.orderTimeClosed);
  if (!summary || summary.count === 0 || onCart || orderTimeClosed) return null;
  const items = summary.count === 1 ? t('oneItem') : t('manyItems', { count: summary.count });
  const total = money(summary.total);
  return (
    // A landmark of its own: it floats apart from the page's main content and the footer's nav.
    <aside aria-label={t('cart')}>
      <Link
        to={PATHS.order}
        className="ts-cart-bar"
        aria-label={`${t('viewCart')}, ${items}, ${total}`}
      >
        <ShoppingBag aria-hidden="true" size={20} className="ts-cart-bar__icon" />
        <span className="ts-cart-bar__summary">
          <span className="ts-cart-bar__count">{items}</span>
          <span className="ts-cart-bar__total">{total}</span>
        </span>
        <span className="ts-cart-bar__action">
          {t('viewCart')}
          <ChevronRight className="ts-mirror" aria-hidden="true" size={20} />
        </span>
      </Link>
    </aside>
  );
}
