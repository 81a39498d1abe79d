interface StockSwitchProps {
  available: boolean;
  /** The id of the element holding the item's name: the switch's accessible name. */
  labelledBy: string;
  onToggle: () => void;
}

/** A big In stock / Out of stock switch; its name is the item's, its state aria-checked. */
export function StockSwitch({ available, labelledBy, onToggle }: StockSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={available}
      aria-labelledby={labelledBy}
      className={`stock-switch${available ? '' : ' stock-switch--out'}`}
      onClick={onToggle}
    >
      <span className="stock-switch__track" aria-hidden="true">
        <span className="stock-switch__thumb" />
      </span>
      <span className="stock-switch__text">{available ? 'In stock' : 'Out of stock'}</span>
    </button>
  );
}
