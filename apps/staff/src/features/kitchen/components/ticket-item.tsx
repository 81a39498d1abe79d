import type { TOrderItem } from '@tableside/shared/contract/order';
import { Button } from '../../../components/ui/button';
import { addOnLabels } from '../lib/add-on-labels';

interface TicketItemProps {
  item: TOrderItem;
  /** Absent when the member may not mark items delivered. */
  onDone?: () => void;
}

/** One line to cook: how many, what, which size, add-ons, and the guests' instructions. */
export function TicketItem({ item, onDone }: TicketItemProps) {
  const name = item.menuItemMaster.displayName;
  const addOns = addOnLabels(item);
  const size = item.menuItemMaster.productVariant.size.size;
  return (
    <li className="ticket-item">
      <span className="ticket-item__qty">
        {item.quantity}
        <span aria-hidden="true">×</span>
        <span className="visually-hidden"> of</span>
      </span>
      <div className="ticket-item__text">
        <p className="ticket-item__name">{name}</p>
        <p className="ticket-item__size">{size}</p>
        {addOns.length > 0 ? (
          <ul className="ticket-item__addons" aria-label="Add-ons">
            {addOns.map((addOn) => (
              <li key={addOn}>+ {addOn}</li>
            ))}
          </ul>
        ) : null}
        {item.instructions.map((instruction) => (
          <p key={instruction} className="ticket-item__note">
            <strong>Note:</strong> {instruction}
          </p>
        ))}
      </div>
      {onDone ? (
        <Button className="ticket-item__done" onClick={onDone}>
          Done<span className="visually-hidden"> {name}</span>
        </Button>
      ) : null}
    </li>
  );
}
