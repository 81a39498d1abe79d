import type { TStaffMenuItem } from '@tableside/shared/contract/staff-console';
import { formatInr } from '@tableside/shared/domain/money';
import { useId } from 'react';
import { FoodTypeMark } from './food-type-mark';
import { StockSwitch } from './stock-switch';

interface StockRowProps {
  item: TStaffMenuItem;
  onToggle: () => void;
}

export function StockRow({ item, onToggle }: StockRowProps) {
  const nameId = useId();
  return (
    <li className={`stock-row${item.isAvailable ? '' : ' stock-row--out'}`}>
      {item.image ? (
        <img className="stock-row__image" src={item.image} alt="" loading="lazy" />
      ) : (
        <span className="stock-row__image" aria-hidden="true" />
      )}
      <div className="stock-row__text">
        <p className="stock-row__name">
          <FoodTypeMark type={item.foodType} />
          <span id={nameId}>{item.name}</span>
        </p>
        <p className="stock-row__price money">{formatInr(item.price)}</p>
      </div>
      <StockSwitch available={item.isAvailable} labelledBy={nameId} onToggle={onToggle} />
    </li>
  );
}
