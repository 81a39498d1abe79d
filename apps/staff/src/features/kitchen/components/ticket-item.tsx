import type { TOrderItem } from '@tableside/shared/contract/order';
import { Button } from '../../../components/ui/button';
import { addOnLabels } from '../lib/add-on-labels';
import { type ItemStep, PREP_STATE_TEXT } from '../lib/item-step';

interface TicketItemProps {
  item: TOrderItem;
  /** The line's next step; null when the member may take none. */
  step: ItemStep | null;
  onStep: (step: ItemStep) => void;
}

/**
 * One line to cook: how many, what, which size, add-ons, the guests' instructions, its state
 * in words and colour, and the button that moves it on (Start, Ready, Deliver).
 */
export function TicketItem({ item, step, onStep }: TicketItemProps) {
  const name = item.menuItemMaster.displayName;
  const addOns = addOnLabels(item);
  const size = item.menuItemMaster.productVariant.size.size;
  const state = item.prepStatus ?? 'NEW';
  return (
    <li className="ticket-item" data-prep={state.toLowerCase()}>
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
        <p className="ticket-item__state">{PREP_STATE_TEXT[state]}</p>
      </div>
      {step ? (
        <Button
          className="ticket-item__step"
          variant={step.kind === 'deliver' ? 'primary' : 'secondary'}
          onClick={() => onStep(step)}
        >
          {step.label}
          <span className="visually-hidden"> {name}</span>
        </Button>
      ) : null}
    </li>
  );
}
