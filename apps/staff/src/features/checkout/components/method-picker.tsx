import type { TStaffPaymentMethod } from '@tableside/shared/contract/staff';
import { Banknote, CreditCard, type LucideIcon, Smartphone } from 'lucide-react';

export const METHODS: readonly { value: TStaffPaymentMethod; label: string; icon: LucideIcon }[] = [
  { value: 'CASH', label: 'Cash', icon: Banknote },
  { value: 'CARD', label: 'Card', icon: CreditCard },
  { value: 'UPI', label: 'UPI', icon: Smartphone },
];

/** Big segmented buttons over native radios: arrow keys and screen readers work as usual. */
export function MethodPicker({
  value,
  onChange,
}: {
  value: TStaffPaymentMethod;
  onChange: (method: TStaffPaymentMethod) => void;
}) {
  return (
    <fieldset className="method-picker">
      <legend className="method-picker__legend">Payment method</legend>
      <div className="method-picker__options">
        {METHODS.map(({ value: method, label, icon: Icon }) => (
          <label key={method} className="method-picker__option">
            <input
              type="radio"
              name="payment-method"
              className="visually-hidden"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
            />
            <Icon aria-hidden="true" />
            <span>{label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
