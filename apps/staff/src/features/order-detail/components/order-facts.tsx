import type { TOrder } from '@tableside/shared/contract/order';
import { formatInr } from '@tableside/shared/domain/money';
import { GuestList } from '../../../components/ui/guest-list';
import { useOrderBill } from '../api/use-order-bill';

/** PIN, guests and the payable total: what staff are asked at the table. */
export function OrderFacts({ order }: { order: TOrder }) {
  const bill = useOrderBill(order.id);
  const total = bill.data
    ? formatInr(bill.data.payableAmount)
    : bill.isError
      ? 'Not available'
      : 'Loading…';
  return (
    <dl className="order-facts">
      <div>
        <dt>Table PIN</dt>
        <dd className="order-facts__pin">{order.code}</dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd className="order-facts__total money">{total}</dd>
      </div>
      <div className="order-facts__guests">
        <dt>Guests ({order.customers.length})</dt>
        <dd>
          <GuestList customers={order.customers} />
        </dd>
      </div>
    </dl>
  );
}
