import type { TOrder } from '@tableside/shared/contract/order';
import { tableLabel } from '@tableside/shared/domain/table-label';
import { GuestList } from '../../../components/ui/guest-list';
import { useCan } from '../../../lib/session';
import { useVerifyOrder } from '../api/use-verify-order';
import { verifyView } from '../lib/verify-view';
import { VerifyOutcome } from './verify-outcome';

export function VerifyCard({ order }: { order: TOrder }) {
  const verify = useVerifyOrder(order.id);
  const canVerify = useCan('verifyTable');
  const view = verifyView(order, verify.isSuccess);
  const table = tableLabel(order.tableNames);
  const open = view !== 'closed' && view !== 'void';

  return (
    <article className="verify" aria-labelledby="verify-title">
      <header className="verify__head">
        <p className="verify__kicker">Verify a table · order {order.id}</p>
        <h1 id="verify-title">{table}</h1>
        {open ? (
          <span className={`verify__badge verify__badge--${order.isVerified ? 'yes' : 'no'}`}>
            {order.isVerified ? 'Verified' : 'Not verified'}
          </span>
        ) : null}
      </header>
      <dl className="verify__facts">
        <div>
          <dt>Table PIN</dt>
          <dd className="verify__pin">{order.code}</dd>
        </div>
        <div>
          <dt>Guests ({order.customers.length})</dt>
          <dd>
            <GuestList customers={order.customers} />
          </dd>
        </div>
      </dl>
      <VerifyOutcome
        view={view}
        table={table}
        orderId={order.id}
        canVerify={canVerify}
        verify={verify}
      />
    </article>
  );
}
