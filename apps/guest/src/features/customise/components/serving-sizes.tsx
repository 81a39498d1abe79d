import type { TMenuItem } from '@tableside/shared/contract/menu';
import { useMoney } from '../../../lib/use-money';

interface ServingSizesProps {
  sizes: readonly TMenuItem[];
  value: number | null;
  onChange: (sizeId: number) => void;
  name: string;
}

/** Serving size, a single choice (spec section 2); sizes out of stock cannot be picked. */
export function ServingSizes({ sizes, value, onChange, name }: ServingSizesProps) {
  const money = useMoney();
  return (
    <fieldset className="ts-customise__section">
      <legend className="ts-customise__legend">Serving size</legend>
      <div className="ts-choice-list">
        {sizes.map((size) => {
          const { price, defaultPrice, isAvailable } = size.branchSettings;
          return (
            <label
              key={size.menuItemMasterId}
              className="ts-choice"
              data-disabled={!isAvailable || undefined}
            >
              <input
                type="radio"
                className="ts-choice__radio"
                name={name}
                checked={value === size.menuItemMasterId}
                disabled={!isAvailable}
                onChange={() => onChange(size.menuItemMasterId)}
              />
              <span className="ts-choice__name">{size.productVariant.size.size}</span>
              {!isAvailable && <span className="ts-choice__sold-out">Out of Stock</span>}
              <span className="ts-choice__price">
                {defaultPrice > price && (
                  <s className="ts-choice__struck">
                    <span className="visually-hidden">was </span>
                    {money(defaultPrice)}
                  </s>
                )}
                {money(price)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
