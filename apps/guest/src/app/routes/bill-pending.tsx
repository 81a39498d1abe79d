import { BillPendingPage } from '../../features/checkout/components/bill-pending-page';

/** /bill-pending: Pay Bill while confirmed orders are still being served. */
export function Component() {
  return <BillPendingPage />;
}
