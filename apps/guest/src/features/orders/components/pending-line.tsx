import type { TOrderItem } from '@tableside/shared/contract/order';
import { ORDER_ITEM_QUANTITY_MAX } from '@tableside/shared/contract/order-items';
import { Counter } from '../../../components/ui/counter';
import { FoodTypeMark } from '../../../components/ui/food-type-mark';
import { useCustomiseStore } from '../../../lib/customise-store';
import { useTexts } from '../../../lib/i18n/use-texts';
import { lineDetails } from '../../../lib/order-item-lines';
import { useMoney } from '../../../lib/use-money';
import { lineTotal } from '../lib/line-total';

interface PendingLineProps {
  item: TOrderItem;
  quantity: number;
  onQuantity: (quantity: number) => void;
}

/** One unconfirmed line: counter and total, or 'Out of Stock' with a way to remove it. */
export function PendingLine({ item, quantity, onQuantity }: PendingLineProps) {
  const { t } = useTexts();
  const money = useMoney();
  const openCustomise = useCustomiseStore((state) => state.open);
  const name = item.menuItemMaster.displayName;
  const available = item.isMenuItemAvailable;
  return (
    <li className="ts-line" data-unavailable={!available || undefined}>
      <div className="ts-line__main">
        <FoodTypeMark type={item.menuItemMaster.foodType} />
        <div className="ts-line__text">
          <p className="ts-line__name">{name}</p>
          <p className="ts-line__details">{lineDetails(item).join(', ')}</p>
          {item.customerName && (
            <p className="ts-line__who">{t('addedBy', { name: item.customerName })}</p>
          )}
        </div>
      </div>
      <div className="ts-line__side">
        {available ? (
          <Counter
            value={quantity}
            itemName={name}
            max={ORDER_ITEM_QUANTITY_MAX}
            onIncrement={() => onQuantity(quantity + 1)}
            onDecrement={() => onQuantity(quantity - 1)}
          />
        ) : (
          <span className="ts-line__sold-out">{t('outOfStock')}</span>
        )}
        <span className="ts-line__total">{money(lineTotal(item, quantity))}</span>
      </div>
      <div className="ts-line__actions">
        {available ? (
          <button
            type="button"
            className="ts-line__link"
            onClick={() =>
              openCustomise({
                kind: 'edit',
                productMasterId: item.productMasterId,
                productName: name,
                item,
              })
            }
          >
            {t('edit')}
            <span className="visually-hidden"> {name}</span>
          </button>
        ) : (
          <button
            type="button"
            className="ts-line__link ts-line__link--danger"
            onClick={() => onQuantity(0)}
          >
            {t('remove')}
            <span className="visually-hidden"> {name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
