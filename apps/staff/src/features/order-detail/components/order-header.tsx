import type { TOrder } from '@tableside/shared/contract/order';
import { tableLabel } from '@tableside/shared/domain/table-label';
import { orderStatusBadge } from '../lib/order-view';
import { StatusBadge } from './status-badge';

export function OrderHeader({ order, finished }: { order: TOrder; finished: boolean }) {
  return (
    <header className="order__head">
      <div>
        <p className="order__kicker">Order {order.id}</p>
        <h1>{tableLabel(order.tableNames)}</h1>
      </div>
      <div className="order__badges">
        <StatusBadge badge={orderStatusBadge(order)} />
        {finished ? null : (
          <StatusBadge
            badge={
              order.isVerified
                ? { label: 'Verified', tone: 'free' }
                : { label: 'Not verified', tone: 'unverified' }
            }
          />
        )}
      </div>
    </header>
  );
}
