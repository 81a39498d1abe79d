import type { TModifierMapping } from '@tableside/shared/contract/customization';
import { ADD_ON_GROUP_NAME, addOnQuantityMaxMessage } from '@tableside/shared/domain/add-ons';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { Counter } from '../../../components/ui/counter';
import { useMoney } from '../../../lib/use-money';

interface AddOnListProps {
  addOns: readonly TModifierMapping[];
  selected: ReadonlyMap<number, number>;
  autoSelected: readonly number[];
  /** The 'Required*' hint of the chosen size's limits, if any. */
  hint: string | null;
  /** 'Please select up to N add ons only.' after a tap beyond the maximum. */
  error: string | null;
  /** Set while the group holds its maximum: why the unticked add-ons cannot be ticked. */
  fullReason: string | null;
  onToggle: (id: number) => void;
  onQuantity: (id: number, quantity: number) => void;
}

/** Extras and add-ons: several choices, each with its own count (spec sections 2 and 5). */
export function AddOnList({
  addOns,
  selected,
  autoSelected,
  hint,
  error,
  fullReason,
  onToggle,
  onQuantity,
}: AddOnListProps) {
  const fullReasonId = useId();
  const money = useMoney();
  return (
    <fieldset className="ts-customise__section" aria-describedby="ts-add-on-hint">
      <legend className="ts-customise__legend">{ADD_ON_GROUP_NAME}</legend>
      <p
        id="ts-add-on-hint"
        className="ts-customise__hint"
        data-error={error ? true : undefined}
        aria-live="polite"
      >
        {error ?? hint}
      </p>
      {fullReason && (
        <span id={fullReasonId} className="visually-hidden">
          {fullReason}
        </span>
      )}
      <div className="ts-choice-list">
        {addOns.map((addOn) => {
          const locked = autoSelected.includes(addOn.id);
          const quantity = selected.get(addOn.id);
          const name = addOn.modifier.itemName;
          // Still focusable and tappable, so a tap can answer with the spec's message.
          const blocked = quantity === undefined && fullReason !== null;
          return (
            <div key={addOn.id} className="ts-choice" data-disabled={blocked || undefined}>
              <label className="ts-choice__main">
                <input
                  type="checkbox"
                  className="ts-choice__check"
                  checked={quantity !== undefined}
                  disabled={locked}
                  aria-disabled={blocked || undefined}
                  aria-describedby={blocked ? fullReasonId : undefined}
                  onChange={() => onToggle(addOn.id)}
                />
                <span className="ts-choice__name">
                  {name}
                  {locked && (
                    <span className="ts-choice__locked">
                      <Lock aria-hidden="true" size={12} /> Included
                    </span>
                  )}
                </span>
              </label>
              {quantity !== undefined && !locked && addOn.modifierQuantity > 1 ? (
                <Counter
                  value={quantity}
                  itemName={name}
                  max={addOn.modifierQuantity}
                  maxReason={addOnQuantityMaxMessage(name, addOn.modifierQuantity)}
                  onIncrement={() => onQuantity(addOn.id, quantity + 1)}
                  onDecrement={() => onQuantity(addOn.id, quantity - 1)}
                />
              ) : null}
              <span className="ts-choice__price">
                {addOn.price > 0 ? `+ ${money(addOn.price)}` : 'Free'}
              </span>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
