import { ITEMS_PER_ADD_MAX, ORDER_ITEM_QUANTITY_MAX } from '@tableside/shared/contract/order-items';
import { validateReorderSelection } from '@tableside/shared/domain/add-ons';
import { MSG } from '@tableside/shared/domain/messages';
import { History } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Counter } from '../../../components/ui/counter';
import { FoodTypeMark } from '../../../components/ui/food-type-mark';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast-store';
import { useFlags } from '../../../lib/flags-store';
import { createIdempotencyKeys } from '../../../lib/idempotency-key';
import { lineDetails, lineToInput } from '../../../lib/order-item-lines';
import { PATHS } from '../../../lib/paths';
import { useAddOrderItems } from '../../../lib/use-add-order-items';
import { useMoney } from '../../../lib/use-money';
import { useSessionValue } from '../../../lib/use-session-value';
import { useReorder } from '../api/get-reorder';
import './reorder-list.css';
import { EmptyState } from '../../../components/ui/empty-state';
import { useTexts } from '../../../lib/i18n/use-texts';

/** /re-order (spec section 2): earlier confirmed items, counters from 0, then Add to Cart. */
export function ReorderList() {
  const money = useMoney();
  const closed = useFlags((state) => state.orderTimeClosed);
  const orderId = useSessionValue('OrderId');
  const customerId = useSessionValue('CustomerDetails')?.id ?? null;
  const reorder = useReorder(orderId);
  const add = useAddOrderItems();
  const keys = useRef(createIdempotencyKeys());
  const navigate = useNavigate();
  const { t } = useTexts();
  const [chosen, setChosen] = useState<ReadonlyMap<number, number>>(() => new Map());

  // Spec section 4: no repeating while ordering is closed.
  if (closed) return <Navigate to={PATHS.home} replace />;

  const choose = (itemId: number, quantity: number) =>
    setChosen((current) => new Map(current).set(itemId, Math.max(0, quantity)));

  const addToCart = async () => {
    const problem = validateReorderSelection([...chosen.values()]);
    if (problem) return void toast.error(problem);
    if (orderId === null || customerId === null || !reorder.data) return;
    const items = reorder.data
      .flatMap((category) => category.items)
      .filter((item) => (chosen.get(item.id) ?? 0) > 0)
      .map((item) => lineToInput(item, chosen.get(item.id) ?? 0, customerId));
    try {
      // One call takes at most 20 lines.
      for (let start = 0; start < items.length; start += ITEMS_PER_ADD_MAX) {
        const batch = items.slice(start, start + ITEMS_PER_ADD_MAX);
        await add.mutateAsync({
          orderId,
          items: batch,
          idempotencyKey: keys.current.keyFor(JSON.stringify(batch)),
          fallbackMessage: MSG.failedToAddItem,
        });
        keys.current.settle();
      }
      navigate(PATHS.order);
    } catch {
      // useAddOrderItems has shown the failure; what was added stays in the cart.
    }
  };

  if (reorder.isPending) {
    return (
      <div className="ts-reorder" aria-busy="true">
        <Skeleton width="35%" height={18} />
        <Skeleton height={76} radius="var(--ts-radius-md)" />
        <Skeleton height={76} radius="var(--ts-radius-md)" />
      </div>
    );
  }
  if (reorder.isError) {
    return (
      <EmptyState role="alert" message={reorder.error.message}>
        <Button variant="secondary" onClick={() => void reorder.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  }
  if (reorder.data.length === 0) {
    return (
      <EmptyState icon={<History aria-hidden="true" size={40} />} message={MSG.reorderEmpty}>
        <Link to={PATHS.order} className={buttonClassName({ variant: 'secondary' })}>
          {t('goToMyOrders')}
        </Link>
      </EmptyState>
    );
  }

  return (
    <div className="ts-reorder">
      {reorder.data.map((category) => (
        <section key={category.categoryName} aria-label={category.categoryName}>
          <h2 className="ts-reorder__category">{category.categoryName}</h2>
          <ul className="ts-reorder__items">
            {category.items.map((item) => {
              const name = item.menuItemMaster.displayName;
              const quantity = chosen.get(item.id) ?? 0;
              return (
                <li key={item.id} className="ts-reorder-item">
                  <FoodTypeMark type={item.menuItemMaster.foodType} />
                  <div className="ts-reorder-item__text">
                    <p className="ts-reorder-item__name">{name}</p>
                    <p className="ts-reorder-item__details">{lineDetails(item).join(', ')}</p>
                    <p className="ts-reorder-item__price">{money(item.unitPrice)}</p>
                  </div>
                  {item.isMenuItemAvailable ? (
                    <Counter
                      value={quantity}
                      itemName={name}
                      max={ORDER_ITEM_QUANTITY_MAX}
                      onIncrement={() => choose(item.id, quantity + 1)}
                      onDecrement={() => choose(item.id, quantity - 1)}
                    />
                  ) : (
                    <span className="ts-reorder-item__sold-out">{t('outOfStock')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <div className="ts-reorder__action">
        <Button size="lg" block loading={add.isPending} onClick={() => void addToCart()}>
          {t('addToCart')}
        </Button>
      </div>
    </div>
  );
}
