import type { TMenuProduct } from '@tableside/shared/contract/menu';
import { ORDER_ITEM_QUANTITY_MAX } from '@tableside/shared/contract/order-items';
import { describeAllergens } from '@tableside/shared/domain/allergens';
import { useEffect, useRef } from 'react';
import { Counter } from '../../../components/ui/counter';
import { FoodTypeMark } from '../../../components/ui/food-type-mark';
import { Spinner } from '../../../components/ui/spinner';
import { useCustomiseStore } from '../../../lib/customise-store';
import { useMoney } from '../../../lib/use-money';
import { useQuantityUpdates } from '../../../lib/use-quantity-updates';
import { useProductLines } from '../hooks/use-product-lines';
import { useQuickAdd } from '../hooks/use-quick-add';
import { cardPrice, isProductAvailable } from '../lib/card-price';
import { ProductPhoto } from './product-photo';
import './product-card.css';
import { useAllergenWords } from '../../../lib/i18n/use-allergen-words';
import { useTexts } from '../../../lib/i18n/use-texts';

interface ProductCardProps {
  product: TMenuProduct;
}

/**
 * A menu item (spec section 2): name, marks, price, description and image, with ADD and then a
 * counter of this product's lines in the shared cart.
 */
export function ProductCard({ product }: ProductCardProps) {
  const { t } = useTexts();
  const money = useMoney();
  const lines = useProductLines(product.productMaster.id);
  const { setQuantity, quantityOf } = useQuantityUpdates();
  const { quickAdd, adding } = useQuickAdd(product);
  const openCustomise = useCustomiseStore((state) => state.open);
  const price = cardPrice(product);
  const available = isProductAvailable(product);
  const image = product.productMaster.images[0];
  const allergenWords = useAllergenWords();
  const allergens = describeAllergens(product.allergens ?? [], allergenWords);
  const name = product.displayName;
  const total = lines.reduce((sum, line) => sum + quantityOf(line), 0);
  // + and − act on the newest line; a customised product repeats through its own sheet.
  const latest = lines.at(-1);
  const productMasterId = product.productMaster.id;
  const inCart = total > 0;

  // ADD becomes the counter once the item is in the cart: keyboard focus must not fall back to
  // the top of the page, so it goes on to the counter's +. 'Had focus' survives ADD being
  // disabled or removed (no new focus target), not focus moving elsewhere.
  const action = useRef<HTMLDivElement>(null);
  const addHadFocus = useRef(false);
  useEffect(() => {
    if (!inCart || !addHadFocus.current) return;
    addHadFocus.current = false;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    action.current
      ?.querySelector<HTMLButtonElement>('button:last-of-type')
      ?.focus({ preventScroll: true });
  }, [inCart]);

  const add = () => {
    if (product.isCustomisable) openCustomise({ kind: 'add', productMasterId, productName: name });
    else quickAdd();
  };
  const increment = () => {
    if (product.isCustomisable) {
      openCustomise({ kind: 'repeat', productMasterId, productName: name });
    } else if (latest) {
      setQuantity(latest.id, quantityOf(latest) + 1);
    }
  };
  const decrement = () => {
    if (latest) setQuantity(latest.id, quantityOf(latest) - 1);
  };

  return (
    <article className="ts-product" data-unavailable={!available || undefined}>
      <div className="ts-product__info">
        <div className="ts-product__marks">
          <FoodTypeMark type={product.foodType} />
          {product.tag.slice(0, 2).map((tag) => (
            <span key={tag.id} className="ts-product__tag">
              {tag.name}
            </span>
          ))}
        </div>
        <h3 className="ts-product__name">{name}</h3>
        <p className="ts-product__price">
          {price.startsAt && <span className="ts-product__starts">{t('startsAt')}</span>}
          <span className="ts-product__amount">{money(price.price)}</span>
          {price.struck !== null && (
            <s className="ts-product__struck">
              <span className="visually-hidden">was </span>
              {money(price.struck)}
            </s>
          )}
        </p>
        {product.description && <p className="ts-product__description">{product.description}</p>}
        {allergens && <p className="ts-product__allergens">{allergens}</p>}
      </div>
      <div className="ts-product__side">
        <div className="ts-product__media">{image && <ProductPhoto image={image} />}</div>
        <div ref={action} className="ts-product__action">
          {!available ? (
            <span className="ts-product__sold-out">{t('outOfStock')}</span>
          ) : inCart ? (
            <Counter
              value={total}
              itemName={name}
              max={product.isCustomisable ? undefined : ORDER_ITEM_QUANTITY_MAX}
              onIncrement={increment}
              onDecrement={decrement}
            />
          ) : (
            <button
              type="button"
              className="ts-product__add"
              aria-label={t('addNamed', { name })}
              aria-busy={adding || undefined}
              disabled={adding}
              onClick={add}
              onFocus={() => {
                addHadFocus.current = true;
              }}
              onBlur={(event) => {
                addHadFocus.current = event.relatedTarget === null;
              }}
            >
              {adding ? <Spinner size={18} /> : t('addButton')}
            </button>
          )}
        </div>
        {product.isCustomisable && available && (
          <p className="ts-product__note">{t('customisable')}</p>
        )}
      </div>
    </article>
  );
}
