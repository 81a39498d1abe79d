import type { TOrder } from '@tableside/shared/contract/order';
import { type OrderStage, STAGE_DISPLAY } from '../lib/order-stage';

/** Who and where: the tables, the guests checked in, the order number and its status. */
export function OrderSummary({
  order,
  stage,
  tables,
}: {
  order: TOrder;
  stage: OrderStage;
  tables: string;
}) {
  const { label, tone } = STAGE_DISPLAY[stage];
  const names = order.customers.map((customer) => customer.name).filter(Boolean);
  const guests = order.customers.length;
  return (
    <section className="checkout-card" aria-label="Order">
      <dl className="order-facts">
        <div>
          <dt>Table</dt>
          <dd>{tables}</dd>
        </div>
        <div>
          <dt>Order</dt>
          <dd>#{order.id}</dd>
        </div>
        <div>
          <dt>Guests checked in</dt>
          <dd>
            {guests} {guests === 1 ? 'guest' : 'guests'}
            {names.length > 0 ? (
              <span className="order-facts__names">{names.join(', ')}</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`stage-badge stage-badge--${tone}`}>{label}</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
