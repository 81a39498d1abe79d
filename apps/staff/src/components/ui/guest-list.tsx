import type { TOrderCustomer } from '@tableside/shared/contract/order';
import './guest-list.css';

/** The guests of an order, the primary one (who opened it) first and marked in words. */
export function GuestList({ customers }: { customers: readonly TOrderCustomer[] }) {
  if (customers.length === 0) return <p className="guest-list__none">No guests yet</p>;
  const ordered = [...customers].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  return (
    <ul className="guest-list">
      {ordered.map((customer) => (
        <li key={customer.id} className="guest-list__guest">
          <span>{customer.name ?? 'Guest'}</span>
          {customer.isPrimary ? <span className="guest-list__primary">Primary</span> : null}
        </li>
      ))}
    </ul>
  );
}
